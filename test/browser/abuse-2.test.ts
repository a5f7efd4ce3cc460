/**
 * The storm (abuse.ts) through Rouge Forty, Famous Fifty and Waxing Moon; abuse-1.test.ts takes
 * the other two games beside it.
 */
import { stormThrough } from './abuse.ts';

stormThrough(['rouge-forty', 'famous-fifty', 'waxing-moon']);
