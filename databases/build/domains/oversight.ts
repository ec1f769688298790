// Oversight domain (hearings, CRS, nominations, treaties, GAO, earmarks, spending); the code
// lives in ./oversight/.
export { oversightDomain } from './oversight/domain.js';
