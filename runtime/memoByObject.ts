/**
 * `compute` remembered per object, for values derived from immutable document parts (a block's
 * resolved props): the style of a block is worked out once per props object, not on every render.
 * Held weakly, so it never outlives the document.
 *
 * @example const textStyle = memoByObject((props: TextProps) => ({ margin: spacing(props.margins) }));
 */
export function memoByObject<Key extends object, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  const values = new WeakMap<Key, Value>();
  return (key) => {
    const known = values.get(key);
    if (known !== undefined || values.has(key)) return known as Value;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}
