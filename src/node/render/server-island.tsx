import { useId, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTES as A, ISLAND_TAG, type IslandModule } from '../../islands/island-contract.ts';
import { useIslandServerProps } from './island-server-props.ts';

/**
 * The server side of an island: the component rendered to HTML as its own React root, inside an
 * <fg-island> element that tells the browser which module to load, when, and with which props.
 * Everything outside islands stays plain HTML that the browser never hydrates.
 */
export function serverIsland<Props extends object>(name: string, { default: Component, wakeOn }: IslandModule<Props>) {
  // biome-ignore lint/correctness/noComponentHookFactories: one server wrapper per island module, made once as the module loads
  function Island(writtenProps: Props): ReactElement {
    const props = useIslandServerProps(name, writtenProps);
    if ('children' in props && props.children != null) {
      throw new Error(`<${name}> is an island: its props travel as JSON, so it cannot wrap other content.`);
    }
    // Its own root on both sides: a prefix unique on the page keeps useId values apart from other islands'.
    const idPrefix = `${name.toLowerCase()}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
    const html = renderToString(<Component {...props} />, { identifierPrefix: idPrefix });
    const attributes = {
      [A.module]: name,
      [A.wakeOn]: wakeOn,
      [A.props]: JSON.stringify(props),
      [A.idPrefix]: idPrefix,
    };
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, which React wrote and escaped
    return <ISLAND_TAG_ELEMENT {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

// JSX needs a capitalised name (or a known tag) to render a custom element from a constant.
const ISLAND_TAG_ELEMENT = ISLAND_TAG as unknown as 'div';
