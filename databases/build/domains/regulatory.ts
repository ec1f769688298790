// The regulatory domain lives in ./regulatory/; this module is the registry's entry point.
export { regulatoryDomain } from './regulatory/domain.js';
