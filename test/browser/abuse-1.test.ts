/**
 * The storm (abuse.ts) through Fortune's Favor and Lucky Fan; abuse-2.test.ts takes the other
 * three games beside it.
 */
import { stormThrough } from './abuse.ts';

stormThrough(['fortunes-favor', 'lucky-fan']);
