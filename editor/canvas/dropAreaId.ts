/** The id dnd-kit knows a container's drop area by. */
export function dropAreaId(blockId: string): string {
  return `drop:${blockId}`;
}
