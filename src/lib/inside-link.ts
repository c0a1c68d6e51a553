import { createContext } from 'react';

/**
 * Whether what renders is inside a link the page already has (a Markdown link around a picture, a link a
 * component draws): a link inside a link is invalid HTML, and a picture there must not become a link of its own.
 * Set by <SmartLink>, the one link every page uses; read on the server only.
 */
export const InsideLinkContext = createContext(false);

/**
 * The attribute the build puts on a Markdown picture inside an <a> written in a page as JSX, which renders as
 * itself, outside <SmartLink> (src/node/mdx/rehype-pictures-in-links.ts).
 */
export const INSIDE_LINK_ATTRIBUTE = 'data-inside-link';
