// URL paths of the pages an HTML page links to.
import { tildeEncode } from '../url/tilde.js';

export const databasePath = (db: string): string => `/${tildeEncode(db)}`;
export const tablePath = (db: string, table: string): string => `${databasePath(db)}/${tildeEncode(table)}`;
export const rowPath = (db: string, table: string, keys: string[]): string => `${tablePath(db, table)}/${keys.map(tildeEncode).join(',')}`;
