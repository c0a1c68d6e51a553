import { site } from '../../content/site.ts';
import * as GuideSummaryModule from '../islands/GuideSummary.tsx';
import { serverIsland } from '../node/render/server-island.tsx';

const GuideSummary = serverIsland('GuideSummary', GuideSummaryModule);

/** After a guide's steps: "2 of 4 steps done" and Start over, for a host ticking the steps off on their device. */
export function GuideProgress() {
  const { summary, startOver } = site.guideProgress;
  return <GuideSummary summary={summary} startOver={startOver} />;
}
