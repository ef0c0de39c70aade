/** A problem in the reader's code, worded for them. */
export class CodeError extends Error {}
