/*
** fts-rank.c: FTS5's bm25 ranking with the phrases' document counts given by the caller.
**
** bm25() starts every query by counting, for each phrase, the rows that hold it: it walks the
** phrase's whole doclist, so a query with a very common word ("of", in millions of rows) spends
** most of its time there before it ranks a single row. Those counts depend only on the data, so
** a host that knows them (worked out once per data version) can pass them in.
**
** FTS5 auxiliary functions, registered on every connection the extension is loaded into:
**   bm25_known(fts, known [, weight, ...])
**       bm25(fts [, weight, ...]), the same value to the last bit, with the document counts taken
**       from `known`: the text "R T p0 p1 ... pN-1", R and T the table's row and token totals as
**       the caller knows them ("-": not known), and for each phrase of the query the number of
**       rows matching it, "-" where not known (counted here), or "x": a phrase that only narrows
**       the match (a filter the caller also applies exactly) and adds nothing to the score, so a
**       row scores as bm25 scores it for the query without that phrase. A last entry "*" stands
**       for every phrase left ("-" each): a caller that puts its narrowing phrases first need not
**       know how many phrases its user's query has. Counts are ignored where R or T differ from
**       the table's (the caller knew another version of it); a text that does not parse, or names
**       another number of phrases, is ignored whole.
**   fts5_totals(fts)
**       "R T": the table's row count and token total, as bm25_known compares them.
*/
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3
#include "fts5.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int engine_register_fts_rank(sqlite3 *db);

typedef struct RankData RankData;
struct RankData {
  int nPhrase;
  double avgdl;  /* average tokens per row */
  double *aIDF;  /* per phrase */
  double *aFreq; /* per phrase, for the current row */
};

/* Counts the rows of one phrase, as bm25 does. */
static int countRow(const Fts5ExtensionApi *pApi, Fts5Context *pFts, void *pUserData){
  (void)pApi;
  (void)pFts;
  (*(sqlite3_int64*)pUserData)++;
  return SQLITE_OK;
}

/* Reads one decimal integer (no sign) at *pz; returns 0 when there is none. */
static int readCount(const char **pz, sqlite3_int64 *pOut){
  const char *z = *pz;
  sqlite3_int64 v = 0;
  if( *z < '0' || *z > '9' ) return 0;
  while( *z >= '0' && *z <= '9' ){
    if( v > (sqlite3_int64)0x0CCCCCCCCCCCCCCC ) return 0; /* would overflow */
    v = v * 10 + (*z - '0');
    z++;
  }
  *pz = z;
  *pOut = v;
  return 1;
}

/* A total: a number, or "-" (not known: -1). */
static int readTotal(const char **pz, sqlite3_int64 *pOut){
  if( **pz == '-' ){
    (*pz)++;
    *pOut = -1;
    return 1;
  }
  return readCount(pz, pOut);
}

#define PHRASE_COUNTED (-1) /* counted here, as bm25 counts it */
#define PHRASE_UNSCORED (-2) /* narrows the match only: adds nothing to the score */

/*
** Fills aKnown (one slot per phrase: a count, PHRASE_COUNTED or PHRASE_UNSCORED) from `known`.
** Counts apply only when both totals are the table's; when the text does not parse, every
** phrase is PHRASE_COUNTED.
*/
static void parseKnown(const char *z, sqlite3_int64 nRow, sqlite3_int64 nToken, int nPhrase, sqlite3_int64 *aKnown){
  sqlite3_int64 r, t;
  int i, sameTable;
  for(i = 0; i < nPhrase; i++) aKnown[i] = PHRASE_COUNTED;
  if( z == 0 ) return;
  if( !readTotal(&z, &r) || *z++ != ' ' || !readTotal(&z, &t) ) return;
  sameTable = r == nRow && t == nToken;
  for(i = 0; i < nPhrase; i++){
    if( *z++ != ' ' ) goto unparsed;
    if( z[0] == '*' && z[1] == 0 ) return; /* the rest: counted here */
    if( *z == '-' ){
      z++;
    }else if( *z == 'x' ){
      aKnown[i] = PHRASE_UNSCORED;
      z++;
    }else if( readCount(&z, &aKnown[i]) && aKnown[i] <= nRow ){
      if( !sameTable ) aKnown[i] = PHRASE_COUNTED;
    }else{
      goto unparsed;
    }
  }
  if( *z == 0 || (z[0] == ' ' && z[1] == '*' && z[2] == 0) ) return;
unparsed:
  for(i = 0; i < nPhrase; i++) aKnown[i] = PHRASE_COUNTED;
}

/* The query's RankData: made on the first row, kept for the rest (as bm25 keeps its own). */
static int rankData(const Fts5ExtensionApi *pApi, Fts5Context *pFts, sqlite3_value *pKnown, RankData **ppData){
  RankData *p = (RankData*)pApi->xGetAuxdata(pFts, 0);
  sqlite3_int64 nRow = 0, nToken = 0, *aKnown = 0;
  int rc = SQLITE_OK, nPhrase, i;
  if( p ){
    *ppData = p;
    return SQLITE_OK;
  }
  nPhrase = pApi->xPhraseCount(pFts);
  p = (RankData*)sqlite3_malloc64(sizeof(RankData) + (sqlite3_int64)nPhrase * (2 * sizeof(double) + sizeof(sqlite3_int64)));
  if( p == 0 ) return SQLITE_NOMEM;
  memset(p, 0, sizeof(RankData));
  p->nPhrase = nPhrase;
  p->aIDF = (double*)&p[1];
  p->aFreq = &p->aIDF[nPhrase];
  aKnown = (sqlite3_int64*)&p->aFreq[nPhrase];
  rc = pApi->xRowCount(pFts, &nRow);
  if( rc == SQLITE_OK ) rc = pApi->xColumnTotalSize(pFts, -1, &nToken);
  if( rc == SQLITE_OK ){
    p->avgdl = (double)nToken / (double)nRow;
    parseKnown((const char*)sqlite3_value_text(pKnown), nRow, nToken, nPhrase, aKnown);
  }
  for(i = 0; rc == SQLITE_OK && i < nPhrase; i++){
    sqlite3_int64 nHit = aKnown[i];
    double idf;
    if( nHit == PHRASE_UNSCORED ){
      p->aIDF[i] = 0.0; /* its terms add +0.0: the sum of the others, exactly */
      continue;
    }
    if( nHit == PHRASE_COUNTED ){
      nHit = 0;
      rc = pApi->xQueryPhrase(pFts, i, (void*)&nHit, countRow);
    }
    /* bm25's IDF, floored as bm25 floors it. */
    idf = log(((double)nRow - (double)nHit + 0.5) / ((double)nHit + 0.5));
    p->aIDF[i] = idf <= 0.0 ? 1e-6 : idf;
  }
  if( rc == SQLITE_OK ) rc = pApi->xSetAuxdata(pFts, p, sqlite3_free);
  else sqlite3_free(p);
  *ppData = rc == SQLITE_OK ? p : 0;
  return rc;
}

static void bm25Known(const Fts5ExtensionApi *pApi, Fts5Context *pFts, sqlite3_context *pCtx, int nVal, sqlite3_value **apVal){
  const double k1 = 1.2, b = 0.75;
  RankData *p = 0;
  double score = 0.0, D = 0.0;
  int rc, i, nInst = 0, nTok = 0;
  if( nVal < 1 ){
    sqlite3_result_error(pCtx, "bm25_known: the second argument (the known document counts) is missing", -1);
    return;
  }
  rc = rankData(pApi, pFts, apVal[0], &p);
  if( rc == SQLITE_OK ){
    memset(p->aFreq, 0, sizeof(double) * (size_t)p->nPhrase);
    rc = pApi->xInstCount(pFts, &nInst);
  }
  for(i = 0; rc == SQLITE_OK && i < nInst; i++){
    int ip, ic, io;
    rc = pApi->xInst(pFts, i, &ip, &ic, &io);
    /* Weights follow `known`, one per column, as bm25's follow the table. */
    if( rc == SQLITE_OK ) p->aFreq[ip] += (nVal - 1 > ic) ? sqlite3_value_double(apVal[ic + 1]) : 1.0;
  }
  if( rc == SQLITE_OK ){
    rc = pApi->xColumnSize(pFts, -1, &nTok);
    D = (double)nTok;
  }
  if( rc != SQLITE_OK ){
    sqlite3_result_error_code(pCtx, rc);
    return;
  }
  for(i = 0; i < p->nPhrase; i++){
    score += p->aIDF[i] * ((p->aFreq[i] * (k1 + 1.0)) / (p->aFreq[i] + k1 * (1 - b + b * D / p->avgdl)));
  }
  sqlite3_result_double(pCtx, -1.0 * score);
}

static void fts5Totals(const Fts5ExtensionApi *pApi, Fts5Context *pFts, sqlite3_context *pCtx, int nVal, sqlite3_value **apVal){
  sqlite3_int64 nRow = 0, nToken = 0;
  int rc;
  (void)nVal;
  (void)apVal;
  rc = pApi->xRowCount(pFts, &nRow);
  if( rc == SQLITE_OK ) rc = pApi->xColumnTotalSize(pFts, -1, &nToken);
  if( rc != SQLITE_OK ){
    sqlite3_result_error_code(pCtx, rc);
    return;
  }
  sqlite3_result_text(pCtx, sqlite3_mprintf("%lld %lld", nRow, nToken), -1, sqlite3_free);
}

/* FTS5's API object of this connection (SQLite's documented way to reach it). */
static fts5_api *fts5Api(sqlite3 *db){
  fts5_api *pApi = 0;
  sqlite3_stmt *pStmt = 0;
  if( sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &pStmt, 0) == SQLITE_OK ){
    sqlite3_bind_pointer(pStmt, 1, (void*)&pApi, "fts5_api_ptr", 0);
    sqlite3_step(pStmt);
  }
  sqlite3_finalize(pStmt);
  return pApi;
}

int engine_register_fts_rank(sqlite3 *db){
  fts5_api *pApi = fts5Api(db);
  int rc;
  if( pApi == 0 || pApi->iVersion < 2 ) return SQLITE_ERROR;
  rc = pApi->xCreateFunction(pApi, "bm25_known", 0, bm25Known, 0);
  if( rc == SQLITE_OK ) rc = pApi->xCreateFunction(pApi, "fts5_totals", 0, fts5Totals, 0);
  return rc;
}
