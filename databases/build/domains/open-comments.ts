// PLACEHOLDER: replaced by the domain's real generator.
import type { Domain } from '../kit.js';

export const openCommentsDomain: Domain = { name: 'open-comments', database: 'open_comments', schema: [], generate: () => {}, derive: [] };
