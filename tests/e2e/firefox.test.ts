// The behaviours that need JavaScript, in Firefox ESR over WebDriver BiDi (support/engine-behaviours.ts).
import { testBehavioursIn } from './support/engine-behaviours.ts';
import { launchFirefox } from './support/firefox-engine.ts';

testBehavioursIn('firefox', launchFirefox);
