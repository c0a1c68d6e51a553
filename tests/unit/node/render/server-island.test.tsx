import { act, useId, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startIslands } from '../../../../src/client/islands.ts';
import type { IslandModule } from '../../../../src/islands/island-contract.ts';
import { serverIsland } from '../../../../src/node/render/server-island.tsx';

/** An island whose HTML carries useId values: a labelled field. */
function LabelledField({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}
const fieldModule: IslandModule<{ label: string }> = { default: LabelledField, wakeOn: 'idle' };
const FieldIsland = serverIsland('Field', fieldModule);

// The browser finds island modules by file name under src/islands/: the field stands in for one of them.
vi.mock('../../../../src/islands/RegisterButton.tsx', () => ({ default: LabelledField, wakeOn: 'load' }));

/** Renders `element` as the server renders a page, into the document. */
function serve(element: ReactElement) {
  document.body.innerHTML = renderToString(element);
  return [...document.querySelectorAll<HTMLElement>('fg-island')];
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('serverIsland', () => {
  it('renders an <fg-island> naming the module, when it wakes, its props as JSON and its id prefix, around its HTML', () => {
    const [island] = serve(<FieldIsland label="Your name" />);
    expect(island!.getAttribute('module')).toBe('Field');
    expect(island!.getAttribute('wake-on')).toBe('idle');
    expect(JSON.parse(island!.getAttribute('props')!)).toEqual({ label: 'Your name' });
    const prefix = island!.getAttribute('id-prefix')!;
    expect(prefix).toMatch(/^field[a-zA-Z0-9]*-$/);
    expect(island!.querySelector('label')!.textContent).toBe('Your name');
    const input = island!.querySelector('input')!;
    expect(input.id.startsWith(`_${prefix}`)).toBe(true);
    expect(island!.querySelector('label')!.htmlFor).toBe(input.id);
    expect(FieldIsland.displayName).toBe('Island(Field)');
  });

  it('refuses children, which cannot travel as JSON, naming the island', () => {
    const Island = serverIsland('Field', fieldModule as IslandModule<{ label: string; children?: ReactNode }>);
    expect(() => renderToString(<Island label="Your name">Copy</Island>)).toThrow(
      '<Field> is an island: its props travel as JSON, so it cannot wrap other content.',
    );
  });

  it('gives two islands on one page different prefixes, so their ids never clash', () => {
    const islands = serve(
      <form>
        <FieldIsland label="Your name" />
        <FieldIsland label="Your email" />
      </form>,
    );
    const prefixes = islands.map((island) => island.getAttribute('id-prefix'));
    expect(new Set(prefixes).size).toBe(2);
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('hydrates in the browser (src/client/islands.ts) without a mismatch', async () => {
    // Islands hydrate outside React's act(), as they do for visitors.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // Named after the module the field stands in for, so the browser loads the field.
    const Field = serverIsland('RegisterButton', fieldModule);
    const islands = serve(
      <form>
        <Field label="Your name" />
        <Field label="Your email" />
      </form>,
    );
    const html = document.body.innerHTML;
    startIslands();
    await vi.waitFor(() => expect(islands.every((island) => island.hasAttribute('hydrated'))).toBe(true));
    expect(consoleError).not.toHaveBeenCalled();
    expect(document.body.innerHTML.replaceAll(' hydrated=""', '')).toBe(html);
  });

  it('matches when hydrated with the same props and its prefix', async () => {
    const [island] = serve(<FieldIsland label="Your name" />);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(island!, <LabelledField label="Your name" />, {
        identifierPrefix: island!.getAttribute('id-prefix')!,
        onRecoverableError,
      });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('would not match without its prefix: the checks above can fail', async () => {
    consoleError.mockImplementation(() => {});
    const [island] = serve(<FieldIsland label="Your name" />);
    await act(async () => {
      hydrateRoot(island!, <LabelledField label="Your name" />);
    });
    expect(consoleError.mock.calls.flat().join(' ')).toMatch(/didn't match/);
  });
});
