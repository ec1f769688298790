// The misc domain lives in ./misc/; this module keeps the registry's import path.
export { miscDomain } from './misc/index.js';
