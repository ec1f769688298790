// Identifier formats of the entity layer. Each is a bijection of a sequence number onto its
// code space (multiplication by a number coprime to the modulus), so identifiers are unique
// by construction and look scattered the way real ones do.

/** 9-digit EIN, unique for n < 900,000,000. */
export function einFor(n: number): string {
  return String(100_000_000 + Number((BigInt(n) * 104_729n) % 900_000_000n));
}

/** SEC CIK (integer), unique for n < 9,000,000. */
export function cikFor(n: number): number {
  if (n >= 9_000_000) throw new RangeError(`cikFor: sequence number ${n} is outside the unique range`);
  return 1_000_000 + Number((BigInt(n) * 7_919n) % 9_000_000n);
}

const UEI_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // SAM UEIs avoid O and I

/** 12-character SAM UEI, unique for n < 34^11. */
export function ueiFor(n: number, leadingLetter: number): string {
  let v = (BigInt(n) * 1_000_003n) % 34n ** 11n;
  let body = '';
  for (let i = 0; i < 11; i++) {
    body = UEI_ALPHABET[Number(v % 34n)] + body;
    v /= 34n;
  }
  return UEI_ALPHABET[10 + (leadingLetter % 24)] + body;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 20-character LEI: LOU prefix, 12-char entity part, ISO 7064 MOD 97-10 check digits. */
export function leiFor(n: number): string {
  let v = (BigInt(n) * 2_147_483_647n) % 36n ** 12n;
  let body = '';
  for (let i = 0; i < 12; i++) {
    body = BASE36[Number(v % 36n)] + body;
    v /= 36n;
  }
  const base = `549300${body}`;
  let digits = '';
  for (const ch of `${base}00`) digits += String(BASE36.indexOf(ch));
  let mod = 0;
  for (const d of digits) mod = (mod * 10 + (d.charCodeAt(0) - 48)) % 97;
  const check = 98 - mod;
  return base + (check < 10 ? `0${check}` : String(check));
}

/** FEC committee id 'C00' + 6 digits, unique for the first million committees. */
export function fecCommitteeIdFor(k: number): string {
  return `C00${String((k * 7_919) % 1_000_000).padStart(6, '0')}`;
}

/** 9-digit DUNS (not unique-indexed; real DUNS collide across merged records). */
export function dunsFor(n: number): string {
  return String(Number((BigInt(n) * 15_485_863n) % 1_000_000_000n)).padStart(9, '0');
}
