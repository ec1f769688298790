/*
** row-json.c: a statement's rows written as Datasette's JSON (Python's json.dumps defaults:
** ensure_ascii, ", " and ": " separators, repr() floats) where SQLite hands them over.
**
** Turning 1,000 rows into JavaScript values and writing Python's JSON from those costs about three
** times what SQLite's own stepping does; written here, from the values as SQLite holds them, the
** same text costs about as much as the stepping. watchdog.c registers the SQL function (it checks
** the token first) and calls engine_rows_json with the arguments after the token:
**   0 sql        one statement; it must only read and return rows
**   1 form       0: each row an object, 1: an array, 2: its first value
**   2 separator  text put between rows
**   3 maxRows    fetch at most this many rows (0: all)
**   4 limit      write at most this many of them (-1: all)
**   5 maxBytes   fail with ROWS_JSON_TOO_LARGE once the rows fetched hold more text and blob
**                bytes than this, counting 8 for any other value (0: never)
**   6 infinity   1: ±Infinity as Infinity and -Infinity, 0: as null
**   7 keepLast   1: add the last written row's values to the answer
**   8...         the statement's parameters: name (without its ':', '@' or '$'), value, ...
** It answers a BLOB, every number in it an unsigned 32-bit little-endian one:
**   rows fetched; column count, then each column's name (length, UTF-8 bytes); the written rows'
**   text length; a free room's length and that many bytes; the text; another free room's length
**   and its bytes; then, when keepLast and a row was written, the column count and per value a
**   type byte (SQLITE_INTEGER .. SQLITE_NULL), a length and its bytes (INTEGER and FLOAT as 8
**   little-endian bytes). The rooms let the host write the JSON around the rows in place instead
**   of copying them into a new body.
** It answers NULL where the host's own encoder is to answer instead, which then also words any
** error as the host does: the statement fails to prepare, is followed by another, writes, or
** fails other than by an interrupt; a parameter is missing or nameless; a float's shortest digits
** need the exact search (one below the normal range, or a power of two that takes 16 digits); or
** the text would pass SQLite's length limit. Text that is not UTF-8 is written with U+FFFD, as the
** host reads it.
*/
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS_JSON_TOO_LARGE "rows_json: too large"
/* Room before the rows, for the start of a JSON envelope (`{"database": ..., "rows": [`). */
#define ROOM_BEFORE 512
/* Room after them, for the rest of it: as large as the rows, up to this. */
#define MAX_ROOM_AFTER 16384

void engine_rows_json(sqlite3_context *ctx, sqlite3 *db, int argc, sqlite3_value **argv);

typedef struct Out {
  unsigned char *p;
  sqlite3_int64 n, cap;
  int failed;   /* out of memory */
} Out;

static int reserve(Out *o, sqlite3_int64 more){
  sqlite3_int64 cap;
  unsigned char *p;
  if( o->failed ) return 0;
  if( o->n + more <= o->cap ) return 1;
  cap = o->cap ? o->cap : 4096;
  while( cap < o->n + more ) cap *= 2;
  p = (unsigned char*)sqlite3_realloc64(o->p, (sqlite3_uint64)cap);
  if( p == 0 ){
    o->failed = 1;
    return 0;
  }
  o->p = p;
  o->cap = cap;
  return 1;
}

static void put(Out *o, const void *s, sqlite3_int64 n){
  if( !reserve(o, n) ) return;
  memcpy(o->p + o->n, s, (size_t)n);
  o->n += n;
}

static void putChar(Out *o, char c){
  if( !reserve(o, 1) ) return;
  o->p[o->n++] = (unsigned char)c;
}

static void putU32(Out *o, sqlite3_uint64 v){
  unsigned char b[4];
  b[0] = (unsigned char)v; b[1] = (unsigned char)(v >> 8); b[2] = (unsigned char)(v >> 16); b[3] = (unsigned char)(v >> 24);
  put(o, b, 4);
}

static void setU32(Out *o, sqlite3_int64 at, sqlite3_uint64 v){
  if( o->failed ) return;
  o->p[at] = (unsigned char)v; o->p[at+1] = (unsigned char)(v >> 8);
  o->p[at+2] = (unsigned char)(v >> 16); o->p[at+3] = (unsigned char)(v >> 24);
}

static void putU64(Out *o, sqlite3_uint64 v){
  unsigned char b[8];
  int i;
  for(i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8*i));
  put(o, b, 8);
}

/* ---- strings ------------------------------------------------------------------------------ */

static const char HEX[] = "0123456789abcdef";

static void putEscape(Out *o, unsigned int unit){
  char b[6] = { '\\', 'u', HEX[(unit >> 12) & 15], HEX[(unit >> 8) & 15], HEX[(unit >> 4) & 15], HEX[unit & 15] };
  put(o, b, 6);
}

/* The code point at s[*i], *i moved past it; -1 where the bytes there are not strict UTF-8 (as
** Python's decoder and isUtf8 refuse overlong forms, surrogates and anything past U+10FFFF), *i
** then moved past the longest start of a valid sequence there, at least one byte: the part the
** WHATWG decoder (V8's, so better-sqlite3's) replaces with one U+FFFD. */
static int nextCodePoint(const unsigned char *s, int n, int *i){
  unsigned int c = s[*i], lo = 0x80, hi = 0xBF;
  int more, k, cp;
  if( c < 0x80 ){ (*i)++; return (int)c; }
  if( c >= 0xC2 && c <= 0xDF ){ more = 1; cp = c & 0x1F; }
  else if( c >= 0xE0 && c <= 0xEF ){
    more = 2; cp = c & 0x0F;
    if( c == 0xE0 ) lo = 0xA0;
    if( c == 0xED ) hi = 0x9F;
  }else if( c >= 0xF0 && c <= 0xF4 ){
    more = 3; cp = c & 0x07;
    if( c == 0xF0 ) lo = 0x90;
    if( c == 0xF4 ) hi = 0x8F;
  }else{
    (*i)++;
    return -1;
  }
  for(k = 1; k <= more; k++){
    unsigned int b;
    if( *i + k >= n ){ *i += k; return -1; }
    b = s[*i + k];
    if( b < lo || b > hi ){ *i += k; return -1; }
    lo = 0x80; hi = 0xBF;
    cp = (cp << 6) | (int)(b & 0x3F);
  }
  *i += more + 1;
  return cp;
}

static int isUtf8(const unsigned char *s, int n){
  int i = 0;
  while( i < n ){
    if( s[i] < 0x80 ){ i++; continue; }
    if( nextCodePoint(s, n, &i) < 0 ) return 0;
  }
  return 1;
}

/* s as a JSON string with every non-ASCII character escaped, in UTF-16 units as Python writes
** them. Bytes that are not UTF-8 are written as U+FFFD where `replace`, as JavaScript reads them;
** else the answer is 0 (what was written then does not matter: the caller gives up). */
static int putString(Out *o, const unsigned char *s, int n, int replace){
  int i = 0, run = 0;
  putChar(o, '"');
  while( i < n ){
    unsigned int c = s[i];
    int cp;
    if( c >= 0x20 && c < 0x7F && c != '"' && c != '\\' ){ i++; continue; }
    if( i > run ) put(o, s + run, i - run);
    if( c < 0x80 ){
      i++;
      switch( c ){
        case '"': put(o, "\\\"", 2); break;
        case '\\': put(o, "\\\\", 2); break;
        case '\n': put(o, "\\n", 2); break;
        case '\r': put(o, "\\r", 2); break;
        case '\t': put(o, "\\t", 2); break;
        case '\b': put(o, "\\b", 2); break;
        case '\f': put(o, "\\f", 2); break;
        default: putEscape(o, c);
      }
    }else{
      cp = nextCodePoint(s, n, &i);
      if( cp < 0 && !replace ) return 0;
      if( cp < 0 ) putEscape(o, 0xFFFD);
      else if( cp < 0x10000 ) putEscape(o, (unsigned int)cp);
      else{
        cp -= 0x10000;
        putEscape(o, 0xD800 + ((unsigned int)cp >> 10));
        putEscape(o, 0xDC00 + ((unsigned int)cp & 0x3FF));
      }
    }
    run = i;
  }
  if( n > run ) put(o, s + run, n - run);
  putChar(o, '"');
  return 1;
}

static void putBase64(Out *o, const unsigned char *s, int n){
  static const char A[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  int i;
  for(i = 0; i + 2 < n; i += 3){
    char b[4] = { A[s[i] >> 2], A[((s[i] & 3) << 4) | (s[i+1] >> 4)], A[((s[i+1] & 15) << 2) | (s[i+2] >> 6)], A[s[i+2] & 63] };
    put(o, b, 4);
  }
  if( n - i == 1 ){
    char b[4] = { A[s[i] >> 2], A[(s[i] & 3) << 4], '=', '=' };
    put(o, b, 4);
  }else if( n - i == 2 ){
    char b[4] = { A[s[i] >> 2], A[((s[i] & 3) << 4) | (s[i+1] >> 4)], A[(s[i+1] & 15) << 2], '=' };
    put(o, b, 4);
  }
}

/* ---- numbers ------------------------------------------------------------------------------ */

static void putInt(Out *o, sqlite3_int64 v){
  char b[24];
  int k = 24;
  sqlite3_uint64 u = v < 0 ? (sqlite3_uint64)0 - (sqlite3_uint64)v : (sqlite3_uint64)v;
  do { b[--k] = (char)('0' + u % 10); u /= 10; } while( u );
  if( v < 0 ) b[--k] = '-';
  put(o, b + k, 24 - k);
}

static const double POW10[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

/* Reads printf's "%.Ne" of a positive number into digits (trailing zeros dropped) and the place
** of the decimal point (digits d1 d2 ... mean 0.d1d2... x 10^point). */
static int readExponentForm(const char *b, char *digits, int *point){
  int nd = 0;
  const char *p = b;
  for(; *p && *p != 'e'; p++) if( *p >= '0' && *p <= '9' ) digits[nd++] = *p;
  if( *p != 'e' ) return 0;
  *point = atoi(p + 1) + 1;
  while( nd > 1 && digits[nd-1] == '0' ) nd--;
  return nd;
}

/* The shortest digits that read back as x > 0 (and, of those, the nearest), as Python's repr
** and JavaScript find them; 0 where only the exact search could tell. */
static int shortestDigits(double x, char *digits, int *point){
  char b[40];
  int s, nd, e;
  /* Below the normal range a double's steps are far coarser than its digits: search there. */
  if( x < DBL_MIN ) return 0;
  /* A decimal of at most 15 significant digits that reads back as x is the only one there is (15
  ** digits are coarser than a double's half-step), so it is the shortest: try x * 10^s whole. */
  for(s = 0; s <= 22; s++){
    double y = x * POW10[s];
    if( y >= 1e15 ) break;
    if( y >= 1 && y == floor(y) && y / POW10[s] == x ){
      sqlite3_uint64 whole = (sqlite3_uint64)y;
      char r[20];
      int k = 0, i;
      while( whole ){ r[k++] = (char)('0' + whole % 10); whole /= 10; }
      for(i = 0; i < k; i++) digits[i] = r[k - 1 - i];
      *point = k - s;
      nd = k;
      while( nd > 1 && digits[nd-1] == '0' ) nd--;
      return nd;
    }
  }
  /* printf rounds correctly: 15 digits that read back are the answer (as above); else the nearest
  ** 16 digits that read back are; else 17 always do. Only at a power of two, where the doubles
  ** below are twice as close as those above, may other 16 digits read back when the nearest do not. */
  snprintf(b, sizeof b, "%.14e", x);
  if( strtod(b, 0) == x ) return readExponentForm(b, digits, point);
  snprintf(b, sizeof b, "%.15e", x);
  if( strtod(b, 0) == x ) return readExponentForm(b, digits, point);
  if( frexp(x, &e) == 0.5 ) return 0;
  snprintf(b, sizeof b, "%.16e", x);
  return readExponentForm(b, digits, point);
}

/* Python's float repr: positional while the point is within (-4, 16], else d.ddde±XX. 0 where
** the host must write it. */
static int putFloat(Out *o, double x, int infinity){
  char digits[24];
  int nd, point, i;
  if( isnan(x) ){ put(o, "NaN", 3); return 1; }
  if( isinf(x) ){
    if( !infinity ) put(o, "null", 4);
    else if( x > 0 ) put(o, "Infinity", 8);
    else put(o, "-Infinity", 9);
    return 1;
  }
  if( x == 0 ){
    if( signbit(x) ) put(o, "-0.0", 4); else put(o, "0.0", 3);
    return 1;
  }
  if( x < 0 ){ putChar(o, '-'); x = -x; }
  nd = shortestDigits(x, digits, &point);
  if( nd == 0 ) return 0;
  if( point > -4 && point <= 16 ){
    if( point <= 0 ){
      put(o, "0.", 2);
      for(i = point; i < 0; i++) putChar(o, '0');
      put(o, digits, nd);
    }else if( point < nd ){
      put(o, digits, point);
      putChar(o, '.');
      put(o, digits + point, nd - point);
    }else{
      put(o, digits, nd);
      for(i = nd; i < point; i++) putChar(o, '0');
      put(o, ".0", 2);
    }
  }else{
    int exponent = point - 1, magnitude = exponent < 0 ? -exponent : exponent;
    putChar(o, digits[0]);
    if( nd > 1 ){ putChar(o, '.'); put(o, digits + 1, nd - 1); }
    putChar(o, 'e');
    putChar(o, exponent < 0 ? '-' : '+');
    if( magnitude < 10 ) putChar(o, '0');
    putInt(o, magnitude);
  }
  return 1;
}

/* ---- rows --------------------------------------------------------------------------------- */

/* One value as Datasette writes it; 0 where the host must. */
static int putValue(Out *o, sqlite3_stmt *stmt, int i, int infinity){
  switch( sqlite3_column_type(stmt, i) ){
    case SQLITE_INTEGER:
      putInt(o, sqlite3_column_int64(stmt, i));
      return 1;
    case SQLITE_FLOAT:
      return putFloat(o, sqlite3_column_double(stmt, i), infinity);
    case SQLITE_TEXT: {
      const unsigned char *s = sqlite3_column_text(stmt, i);
      return putString(o, s, sqlite3_column_bytes(stmt, i), 1);
    }
    case SQLITE_BLOB: {
      const unsigned char *s = (const unsigned char*)sqlite3_column_blob(stmt, i);
      int n = sqlite3_column_bytes(stmt, i);
      if( isUtf8(s, n) ) return putString(o, s, n, 0);
      put(o, "{\"$base64\": true, \"encoded\": \"", 30);
      putBase64(o, s, n);
      put(o, "\"}", 2);
      return 1;
    }
    default:
      put(o, "null", 4);
      return 1;
  }
}

/* The row's values as they are, for the host's own use (its next-page token). */
static void putRawRow(Out *o, sqlite3_stmt *stmt, int columns){
  int i;
  putU32(o, (sqlite3_uint64)columns);
  for(i = 0; i < columns; i++){
    int type = sqlite3_column_type(stmt, i);
    putChar(o, (char)type);
    if( type == SQLITE_INTEGER ){
      putU32(o, 8);
      putU64(o, (sqlite3_uint64)sqlite3_column_int64(stmt, i));
    }else if( type == SQLITE_FLOAT ){
      double d = sqlite3_column_double(stmt, i);
      sqlite3_uint64 bits;
      memcpy(&bits, &d, 8);
      putU32(o, 8);
      putU64(o, bits);
    }else if( type == SQLITE_TEXT || type == SQLITE_BLOB ){
      const void *s = type == SQLITE_TEXT ? (const void*)sqlite3_column_text(stmt, i) : sqlite3_column_blob(stmt, i);
      int n = sqlite3_column_bytes(stmt, i);
      putU32(o, (sqlite3_uint64)n);
      put(o, s, n);
    }else{
      putU32(o, 0);
    }
  }
}

/* Each column's key in an object row: a name used twice is written once, where it first stands,
** with the later column's value (as a Python dict built from the row keeps it). */
typedef struct Keys {
  int count;
  int *column;
  Out text;                 /* every key's JSON and ": ", one after another */
  sqlite3_int64 *start;     /* count + 1 offsets into text */
} Keys;

static int makeKeys(Keys *k, sqlite3_stmt *stmt, int columns){
  int i, j;
  memset(k, 0, sizeof(*k));
  k->column = (int*)sqlite3_malloc64(sizeof(int) * (sqlite3_uint64)columns);
  k->start = (sqlite3_int64*)sqlite3_malloc64(sizeof(sqlite3_int64) * (sqlite3_uint64)(columns + 1));
  if( !k->column || !k->start ) return 0;
  for(i = 0; i < columns; i++){
    const char *name = sqlite3_column_name(stmt, i);
    int seen = -1;
    if( name == 0 ) return 0;
    for(j = 0; j < k->count && seen < 0; j++){
      if( strcmp(sqlite3_column_name(stmt, k->column[j]), name) == 0 ) seen = j;
    }
    if( seen >= 0 ){ k->column[seen] = i; continue; }
    k->start[k->count] = k->text.n;
    if( !putString(&k->text, (const unsigned char*)name, (int)strlen(name), 1) ) return 0;
    put(&k->text, ": ", 2);
    k->column[k->count++] = i;
  }
  k->start[k->count] = k->text.n;
  return !k->text.failed;
}

static void freeKeys(Keys *k){
  sqlite3_free(k->column);
  sqlite3_free(k->start);
  sqlite3_free(k->text.p);
}

static int putRow(Out *o, sqlite3_stmt *stmt, int form, const Keys *keys, int columns, int infinity){
  int i;
  if( form == 2 ) return putValue(o, stmt, 0, infinity);
  if( form == 1 ){
    putChar(o, '[');
    for(i = 0; i < columns; i++){
      if( i ) put(o, ", ", 2);
      if( !putValue(o, stmt, i, infinity) ) return 0;
    }
    putChar(o, ']');
    return 1;
  }
  putChar(o, '{');
  for(i = 0; i < keys->count; i++){
    if( i ) put(o, ", ", 2);
    put(o, keys->text.p + keys->start[i], keys->start[i+1] - keys->start[i]);
    if( !putValue(o, stmt, keys->column[i], infinity) ) return 0;
  }
  putChar(o, '}');
  return 1;
}

static sqlite3_int64 rowBytes(sqlite3_stmt *stmt, int columns){
  sqlite3_int64 n = 0;
  int i;
  for(i = 0; i < columns; i++){
    int type = sqlite3_column_type(stmt, i);
    n += (type == SQLITE_TEXT || type == SQLITE_BLOB) ? sqlite3_column_bytes(stmt, i) : 8;
  }
  return n;
}

/* Binds each of the statement's parameters by name from the name, value pairs; 0 if one is
** nameless or not given. */
static int bindByName(sqlite3_stmt *stmt, int pairs, sqlite3_value **argv){
  int count = sqlite3_bind_parameter_count(stmt), i, j;
  for(i = 1; i <= count; i++){
    const char *name = sqlite3_bind_parameter_name(stmt, i);
    int found = 0;
    if( name == 0 || name[0] == '?' ) return 0;
    for(j = 0; j < pairs && !found; j++){
      const char *given = (const char*)sqlite3_value_text(argv[2*j]);
      if( given && strcmp(given, name + 1) == 0 ){
        if( sqlite3_bind_value(stmt, i, argv[2*j + 1]) != SQLITE_OK ) return 0;
        found = 1;
      }
    }
    if( !found ) return 0;
  }
  return 1;
}

void engine_rows_json(sqlite3_context *ctx, sqlite3 *db, int argc, sqlite3_value **argv){
  sqlite3_stmt *stmt = 0;
  Out out = { 0, 0, 0, 0 }, last = { 0, 0, 0, 0 };
  Keys keys;
  const char *sql, *separator, *tail = 0;
  int sqlBytes, form, separatorBytes, infinity, keepLast, columns, i, rc = SQLITE_OK, written = 0, usable = 0;
  sqlite3_int64 maxRows, limit, maxBytes, fetched = 0, bytes = 0, textAt, textStart, roomAfter, lengthLimit;

  memset(&keys, 0, sizeof(keys));
  if( argc < 8 || (argc - 8) % 2 != 0 ){
    sqlite3_result_error(ctx, "rows_json: wrong number of arguments", -1);
    return;
  }
  sql = (const char*)sqlite3_value_text(argv[0]);
  sqlBytes = sqlite3_value_bytes(argv[0]);
  form = sqlite3_value_int(argv[1]);
  separator = (const char*)sqlite3_value_text(argv[2]);
  separatorBytes = sqlite3_value_bytes(argv[2]);
  maxRows = sqlite3_value_int64(argv[3]);
  limit = sqlite3_value_int64(argv[4]);
  maxBytes = sqlite3_value_int64(argv[5]);
  infinity = sqlite3_value_int(argv[6]);
  keepLast = sqlite3_value_int(argv[7]);
  lengthLimit = sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1);
  if( sql == 0 || separator == 0 || form < 0 || form > 2 ){
    sqlite3_result_error(ctx, "rows_json: bad arguments", -1);
    return;
  }

  if( sqlite3_prepare_v2(db, sql, sqlBytes, &stmt, &tail) != SQLITE_OK || stmt == 0 ) goto leave;
  /* Anything after the statement but spaces, comments and semicolons is the host's to refuse. */
  if( tail && tail < sql + sqlBytes ){
    sqlite3_stmt *next = 0;
    int tailBytes = (int)(sql + sqlBytes - tail);
    if( memchr(tail, 0, (size_t)tailBytes) ) goto leave;
    rc = sqlite3_prepare_v2(db, tail, tailBytes, &next, 0);
    sqlite3_finalize(next);
    if( rc != SQLITE_OK || next != 0 ) goto leave;
  }
  columns = sqlite3_column_count(stmt);
  if( columns == 0 || !sqlite3_stmt_readonly(stmt) ) goto leave;
  if( !bindByName(stmt, (argc - 8) / 2, argv + 8) ) goto leave;
  if( form == 0 && !makeKeys(&keys, stmt, columns) ) goto leave;

  putU32(&out, 0);
  putU32(&out, (sqlite3_uint64)columns);
  for(i = 0; i < columns; i++){
    const char *name = sqlite3_column_name(stmt, i);
    sqlite3_int64 n = name ? (sqlite3_int64)strlen(name) : 0;
    putU32(&out, (sqlite3_uint64)n);
    put(&out, name, n);
  }
  textAt = out.n;
  putU32(&out, 0);
  putU32(&out, ROOM_BEFORE);
  if( reserve(&out, ROOM_BEFORE) ){
    memset(out.p + out.n, ' ', ROOM_BEFORE);
    out.n += ROOM_BEFORE;
  }
  textStart = out.n;

  while( maxRows <= 0 || fetched < maxRows ){
    rc = sqlite3_step(stmt);
    if( rc != SQLITE_ROW ) break;
    fetched++;
    bytes += rowBytes(stmt, columns);
    if( maxBytes > 0 && bytes > maxBytes ){
      sqlite3_finalize(stmt);
      sqlite3_free(out.p);
      sqlite3_free(last.p);
      freeKeys(&keys);
      sqlite3_result_error(ctx, ROWS_JSON_TOO_LARGE, -1);
      return;
    }
    if( limit >= 0 && fetched > limit ) continue;
    if( written++ ) put(&out, separator, separatorBytes);
    if( !putRow(&out, stmt, form, &keys, columns, infinity) ) goto leave;
    if( keepLast ){
      last.n = 0;
      putRawRow(&last, stmt, columns);
    }
    if( out.failed || last.failed ) rc = SQLITE_NOMEM;
    if( out.n + last.n > lengthLimit ) goto leave;
    if( rc == SQLITE_NOMEM ) break;
  }
  if( rc == SQLITE_INTERRUPT || rc == SQLITE_NOMEM ){
    sqlite3_finalize(stmt);
    sqlite3_free(out.p);
    sqlite3_free(last.p);
    freeKeys(&keys);
    if( rc == SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
    else sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
    return;
  }
  if( rc != SQLITE_ROW && rc != SQLITE_DONE ) goto leave;

  setU32(&out, 0, (sqlite3_uint64)fetched);
  setU32(&out, textAt, (sqlite3_uint64)(out.n - textStart));
  roomAfter = out.n - textStart < MAX_ROOM_AFTER ? out.n - textStart : MAX_ROOM_AFTER;
  putU32(&out, (sqlite3_uint64)roomAfter);
  if( reserve(&out, roomAfter) ){
    memset(out.p + out.n, ' ', (size_t)roomAfter);
    out.n += roomAfter;
  }
  if( keepLast && written ) put(&out, last.p, last.n);
  usable = !out.failed && out.n <= lengthLimit;

leave:
  sqlite3_finalize(stmt);
  sqlite3_free(last.p);
  freeKeys(&keys);
  if( usable ){
    sqlite3_result_blob64(ctx, out.p, (sqlite3_uint64)out.n, sqlite3_free);
  }else{
    sqlite3_free(out.p);
    if( out.failed ) sqlite3_result_error_nomem(ctx);
    else sqlite3_result_null(ctx);
  }
}
