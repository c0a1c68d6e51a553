import { site } from '../../content/site.ts';
import { usePageFacts } from '../lib/page-facts.ts';
import * as RegisterButtonModule from '../islands/RegisterButton.tsx';
import { serverIsland } from '../node/render/server-island.tsx';
import type { PackageCardProps } from './PackageCard.props.ts';

const RegisterButton = serverIsland('RegisterButton', RegisterButtonModule);

/**
 * The workshop's package: what it includes, the price, and either a registration button that opens the
 * confirmation dialog (an island) or, once registration has closed, a grey disabled button and no script. The
 * buttons' words are the page's, or else packageCard in content/site.ts; the dialog's are registrationDialog.
 */
export function PackageCard({
  title,
  price,
  registrationOpen,
  checkoutUrl,
  registerLabel = site.packageCard.register,
  closedLabel = site.packageCard.closed,
  children,
}: PackageCardProps) {
  usePageFacts()?.packages.push({ title, price, registrationOpen });
  // overflow-clip rather than overflow-hidden, which clips the same: reader modes drop a block whose class says
  // "hidden", and the card is the offer itself.
  return (
    <div className="not-prose mx-auto my-10 max-w-md overflow-clip rounded-[2rem] border border-navy-900/5 bg-white shadow-xl shadow-navy-900/10">
      <div className="bg-navy-900 px-8 py-7 text-cream-50">
        <h3 className="font-display text-2xl">{title}</h3>
        <p className="mt-3 font-display text-5xl text-amber-300">{price}</p>
      </div>
      <div className="package-includes px-8 py-7">{children}</div>
      <div className="px-8 pb-8">
        {registrationOpen ? (
          <RegisterButton
            label={registerLabel}
            checkoutUrl={checkoutUrl}
            title={title}
            words={site.registrationDialog}
          />
        ) : (
          <button type="button" disabled className="btn w-full cursor-not-allowed bg-navy-100 text-navy-500">
            {closedLabel}
          </button>
        )}
      </div>
    </div>
  );
}
