export { createBlockId } from "./createBlockId";
export { type DuplicateOptions, duplicateBlock } from "./duplicateBlock";
export { type InsertBlock, insertBlock } from "./insertBlock";
export { type MoveBlock, moveBlock } from "./moveBlock";
export type { Change, OperationResult, Refusal, RefusalCode } from "./operationResult";
export { removeBlock } from "./removeBlock";
export { type UpdateProps, updateProps } from "./updateProps";
