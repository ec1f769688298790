// The data-generator kit: what every domain of every service builds its rows with.
export { Rng } from './rng.js';
export type { BuildContext, Domain, Row } from './domain.js';
export * from './calendar.js';
export * from './congress-calendar.js';
export { boxMuller, normal, lognormal } from './normal.js';
export { apportion } from './apportion.js';
export { pad, pad2 } from './pad.js';
export { skewedSubset, spreadIntegers, stochasticRound, WeightedPicker, weightedSampleIndexes } from './sampling.js';
export { sparseRow } from './sparse-row.js';
export { readBack, type ReadBackOptions } from './read-back.js';
export { fill, type FillOptions, type SlotValues } from './template.js';
export { loadMembers, type Member } from './members.js';
