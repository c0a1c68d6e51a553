// The behaviours that need JavaScript, in WebKit (WebKitGTK's MiniBrowser, through WebKitWebDriver): the engine of
// Safari and of every browser on an iPhone (support/engine-behaviours.ts).
import { testBehavioursIn } from './support/engine-behaviours.ts';
import { launchWebKit } from './support/webkit-engine.ts';

testBehavioursIn('webkit', launchWebKit);
