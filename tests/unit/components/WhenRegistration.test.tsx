import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhenRegistration } from '../../../src/components/WhenRegistration.tsx';

const render = (element: React.ReactElement) => renderToString(element);

describe('WhenRegistration', () => {
  it('while registration is open, shows the open copy and hides the closed copy', () => {
    expect(
      render(
        <WhenRegistration open registrationOpen>
          Book now
        </WhenRegistration>,
      ),
    ).toBe('Book now');
    expect(
      render(
        <WhenRegistration closed registrationOpen>
          It has ended
        </WhenRegistration>,
      ),
    ).toBe('');
  });

  it('once registration has closed, shows the closed copy and hides the open copy', () => {
    expect(
      render(
        <WhenRegistration open registrationOpen={false}>
          Book now
        </WhenRegistration>,
      ),
    ).toBe('');
    expect(
      render(
        <WhenRegistration closed registrationOpen={false}>
          It has ended
        </WhenRegistration>,
      ),
    ).toBe('It has ended');
  });

  it('follows the settings file when no state is passed', async () => {
    const { site } = await import('../../../content/site.ts');
    const shown = render(<WhenRegistration closed>It has ended</WhenRegistration>);
    expect(shown).toBe(site.uaeWorkshop.registrationOpen ? '' : 'It has ended');
  });

  it('refuses to guess when given both or neither of open and closed', () => {
    expect(() => render(<WhenRegistration>Copy</WhenRegistration>)).toThrow(/exactly one of open or closed/);
    expect(() =>
      render(
        <WhenRegistration open closed>
          Copy
        </WhenRegistration>,
      ),
    ).toThrow(/exactly one of open or closed/);
  });
});
