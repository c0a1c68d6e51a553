/**
 * The class of the blocks that hold a page's own copy (a hero's words, a section's). Reader modes weigh class names
 * (Firefox's Readability: `content` in one counts for a block, `hidden` or `footer` against it), and drop a small
 * block whose buttons make it look like a box of links: a hero with two calls to action read as one and left Reader
 * View without its headline. The class has no style of its own (docs/engineering/html-validity.md).
 */
export const READER_CONTENT = 'reader-content';
