/*
** watchdog.c: a per-connection SQL time limit for SQLite, as a loadable extension.
**
** better-sqlite3's SQLite is compiled without the progress callback, so nothing inside
** SQLite can stop a long statement on its own. sqlite3_interrupt() is thread-safe, so a
** small thread per connection calls it once an armed deadline passes.
**
** SQL functions (all SQLITE_DIRECTONLY: views and triggers in a database file cannot call
** them):
**   watchdog_token()              the connection's 64-bit secret as 16 hex digits, on the
**                                 FIRST call only; NULL ever after. The host calls it right
**                                 after loading, before any user SQL runs.
**   watchdog_arm(token, ms)       start a deadline ms milliseconds from now; error if armed.
**   watchdog_disarm(token)        stop the deadline; returns 1 if it fired, else 0.
**                                 Idempotent: a repeated disarm returns the same answer.
**   watchdog_limit(token, id, v)  sqlite3_limit(db, id, v); returns the previous value.
**   watchdog_memory_limit(token, b) from now on, an armed statement of any connection is stopped
**                                 when the process grows by more than b bytes while it runs (0: never);
**                                 watchdog_disarm then returns 2.
**   watchdog_immutable(token, p)  open the absolute path p in immutable mode from now on, in
**                                 every connection of the process (immutable-vfs.c).
**   watchdog_group(token, g)      put this connection in group g (the host's worker thread id).
**   watchdog_interrupt(token, g)  stop the statements running now on every connection of group g,
**                                 from any connection of the process (its own token): their
**                                 deadlines pass at once. Returns how many were running.
**   watchdog_rows(token, sql, ...) run sql and answer its rows as Datasette's JSON (row-json.c).
** A missing or wrong token is an error, so SQL that never saw the token cannot lift its limit.
** The init also registers fts-rank.c's FTS5 functions (bm25_known, fts5_totals), which need none.
**
** When the deadline passes, the thread calls sqlite3_interrupt(), which stops the statements
** running at that moment. SQLite clears the interrupt flag whenever a statement starts while
** none is active, so statements started after the deadline are stopped by a SQLITE_TRACE_STMT
** hook instead: it runs at the start of every statement and interrupts it again while the
** deadline is expired. The one statement it lets through is the host's disarm statement
** (exactly WATCHDOG_DISARM_SQL; that text can do nothing but present a token to disarm).
** Disarm and fire take the same mutex, so no interrupt is issued after disarm returns; a flag
** left set by the fire is cleared by SQLite when the next statement starts.
*/
#define _GNU_SOURCE
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int engine_register_immutable_vfs(void); /* immutable-vfs.c */
int engine_add_immutable_file(const char *zPath); /* immutable-vfs.c */
int engine_register_fts_rank(sqlite3 *db); /* fts-rank.c */
void engine_rows_json(sqlite3_context *ctx, sqlite3 *db, int argc, sqlite3_value **argv); /* row-json.c */

/* Must match the statement engine/db/watchdog.ts prepares for disarming. */
#define WATCHDOG_DISARM_SQL "SELECT watchdog_disarm(?)"
#define WATCHDOG_TOKEN_HEX 16
/* The thread only waits and calls sqlite3_interrupt: a small stack keeps many connections cheap. */
#define WATCHDOG_STACK_BYTES (64 * 1024)
/* About 24 days: keeps the deadline arithmetic far from overflow on any time_t. */
#define WATCHDOG_MAX_MS 2147483647LL

typedef struct Watchdog {
  sqlite3 *db;
  pthread_mutex_t mutex;
  pthread_cond_t wake;
  pthread_t thread;
  int refs;                     /* registered functions still holding this state */
  int armed;
  int fired;                    /* since the last arm: 1 the deadline passed, 2 memory ran over */
  int shutdown;
  int tokenTaken;
  struct timespec deadline;     /* CLOCK_MONOTONIC */
  sqlite3_int64 rssAtArm;       /* the process's resident size when the statement started */
  sqlite3_int64 group;          /* watchdog_group: whom watchdog_interrupt stops together */
  char token[WATCHDOG_TOKEN_HEX + 1];
  struct Watchdog *next;        /* in the process-wide list of live watchdogs */
} Watchdog;

/* Every live watchdog of the process, so one thread can stop another thread's statements. The
** list lock is always taken before a watchdog's own mutex. */
static pthread_mutex_t registryMutex = PTHREAD_MUTEX_INITIALIZER;
static Watchdog *registry = 0;

static void registryAdd(Watchdog *w){
  pthread_mutex_lock(&registryMutex);
  w->next = registry;
  registry = w;
  pthread_mutex_unlock(&registryMutex);
}

static void registryRemove(Watchdog *w){
  Watchdog **p;
  pthread_mutex_lock(&registryMutex);
  for(p = &registry; *p; p = &(*p)->next){
    if( *p == w ){ *p = w->next; break; }
  }
  pthread_mutex_unlock(&registryMutex);
}

static void monotonicNow(struct timespec *ts){
  clock_gettime(CLOCK_MONOTONIC, ts);
}

static void addMillis(struct timespec *ts, sqlite3_int64 ms){
  ts->tv_sec += (time_t)(ms / 1000);
  ts->tv_nsec += (long)((ms % 1000) * 1000000L);
  if( ts->tv_nsec >= 1000000000L ){
    ts->tv_sec += 1;
    ts->tv_nsec -= 1000000000L;
  }
}

static int reached(const struct timespec *now, const struct timespec *when){
  if( now->tv_sec != when->tv_sec ) return now->tv_sec > when->tv_sec;
  return now->tv_nsec >= when->tv_nsec;
}

/* Wait on the condition until woken or until `when` (CLOCK_MONOTONIC). Mutex held. */
static void waitUntil(Watchdog *w, const struct timespec *when){
#ifdef __APPLE__
  /* macOS has no pthread_condattr_setclock: wait for the remaining interval instead. */
  struct timespec now, rel;
  monotonicNow(&now);
  if( reached(&now, when) ) return;
  rel.tv_sec = when->tv_sec - now.tv_sec;
  rel.tv_nsec = when->tv_nsec - now.tv_nsec;
  if( rel.tv_nsec < 0 ){ rel.tv_sec -= 1; rel.tv_nsec += 1000000000L; }
  pthread_cond_timedwait_relative_np(&w->wake, &w->mutex, &rel);
#else
  pthread_cond_timedwait(&w->wake, &w->mutex, when);
#endif
}

/* The memory brake: how much the process may grow while one statement runs, in bytes (0: no
** limit), set by the host. Growth, not size: the process's own baseline (caches, the host's data)
** is no statement's fault. */
static volatile sqlite3_int64 memoryLimitBytes = 0;
/* How often an armed watchdog looks at the process's size while a memory limit is set. */
#define WATCHDOG_MEMORY_POLL_MS 20

/* The process's resident size in bytes, or 0 where it cannot be read (only Linux is supported). */
static sqlite3_int64 residentBytes(void){
  long pages = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if( !f ) return 0;
  if( fscanf(f, "%ld %ld", &pages, &resident) != 2 ) resident = 0;
  fclose(f);
  return (sqlite3_int64)resident * (sqlite3_int64)sysconf(_SC_PAGESIZE);
}

static void *watchdogThread(void *arg){
  Watchdog *w = (Watchdog*)arg;
  pthread_mutex_lock(&w->mutex);
  while( !w->shutdown ){
    if( !w->armed || w->fired ){
      pthread_cond_wait(&w->wake, &w->mutex);
      continue;
    }
    struct timespec now;
    monotonicNow(&now);
    sqlite3_int64 limit = memoryLimitBytes;
    if( reached(&now, &w->deadline) ){
      sqlite3_interrupt(w->db);
      w->fired = 1;
    }else if( limit > 0 && residentBytes() - w->rssAtArm > limit ){
      /* Aggregates such as json_group_array grow without checking SQLite's length limit, and
      ** this SQLite keeps no heap statistics to enforce a heap limit: stop the statement. */
      sqlite3_interrupt(w->db);
      w->fired = 2;
    }else if( limit > 0 ){
      struct timespec poll = now;
      addMillis(&poll, WATCHDOG_MEMORY_POLL_MS);
      waitUntil(w, reached(&poll, &w->deadline) ? &w->deadline : &poll);
    }else{
      waitUntil(w, &w->deadline);
    }
  }
  pthread_mutex_unlock(&w->mutex);
  return 0;
}

/* SQLITE_TRACE_STMT runs as each statement starts (OP_Init), before its first interrupt check. */
static int statementStarts(unsigned type, void *arg, void *stmt, void *sql){
  Watchdog *w = (Watchdog*)arg;
  int expired;
  (void)type; (void)stmt;
  pthread_mutex_lock(&w->mutex);
  expired = w->armed && w->fired;
  pthread_mutex_unlock(&w->mutex);
  if( expired && strcmp((const char*)sql, WATCHDOG_DISARM_SQL) != 0 ) sqlite3_interrupt(w->db);
  return 0;
}

/* Called once per registered function when SQLite drops it (connection close or
** re-registration); the last one stops and joins the thread and frees the state. */
static void watchdogRelease(void *arg){
  Watchdog *w = (Watchdog*)arg;
  int last;
  pthread_mutex_lock(&w->mutex);
  last = (--w->refs == 0);
  if( last ){
    w->shutdown = 1;
    w->armed = 0;
    pthread_cond_signal(&w->wake);
  }
  pthread_mutex_unlock(&w->mutex);
  if( !last ) return;
  registryRemove(w);
  pthread_join(w->thread, 0);
  pthread_cond_destroy(&w->wake);
  pthread_mutex_destroy(&w->mutex);
  sqlite3_free(w);
}

/* Compares every byte whatever the input, so timing says nothing about the secret. */
static int tokenMatches(Watchdog *w, sqlite3_value *arg){
  const unsigned char *given;
  unsigned char diff = 0;
  int i;
  if( sqlite3_value_type(arg) != SQLITE_TEXT ) return 0;
  given = sqlite3_value_text(arg);
  if( given == 0 || sqlite3_value_bytes(arg) != WATCHDOG_TOKEN_HEX ) return 0;
  for(i = 0; i < WATCHDOG_TOKEN_HEX; i++) diff |= (unsigned char)(given[i] ^ (unsigned char)w->token[i]);
  return diff == 0;
}

static int requireToken(sqlite3_context *ctx, sqlite3_value *arg){
  if( tokenMatches((Watchdog*)sqlite3_user_data(ctx), arg) ) return 1;
  sqlite3_result_error(ctx, "watchdog: not authorised", -1);
  return 0;
}

static void tokenFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Watchdog *w = (Watchdog*)sqlite3_user_data(ctx);
  (void)argc; (void)argv;
  if( w->tokenTaken ){
    sqlite3_result_null(ctx);
    return;
  }
  w->tokenTaken = 1;
  sqlite3_result_text(ctx, w->token, WATCHDOG_TOKEN_HEX, SQLITE_TRANSIENT);
}

static void armFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Watchdog *w = (Watchdog*)sqlite3_user_data(ctx);
  sqlite3_int64 ms;
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  if( sqlite3_value_type(argv[1]) != SQLITE_INTEGER ){
    sqlite3_result_error(ctx, "watchdog_arm: milliseconds must be an integer", -1);
    return;
  }
  ms = sqlite3_value_int64(argv[1]);
  if( ms < 0 || ms > WATCHDOG_MAX_MS ){
    sqlite3_result_error(ctx, "watchdog_arm: milliseconds out of range", -1);
    return;
  }
  pthread_mutex_lock(&w->mutex);
  if( w->armed ){
    pthread_mutex_unlock(&w->mutex);
    sqlite3_result_error(ctx, "watchdog_arm: already armed", -1);
    return;
  }
  monotonicNow(&w->deadline);
  addMillis(&w->deadline, ms);
  w->rssAtArm = memoryLimitBytes > 0 ? residentBytes() : 0;
  w->armed = 1;
  w->fired = 0;
  pthread_cond_signal(&w->wake);
  pthread_mutex_unlock(&w->mutex);
  sqlite3_result_int(ctx, 1);
}

static void disarmFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Watchdog *w = (Watchdog*)sqlite3_user_data(ctx);
  int fired;
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  pthread_mutex_lock(&w->mutex);
  w->armed = 0;
  fired = w->fired;   /* kept until the next arm, so a retried disarm gives the same answer */
  pthread_mutex_unlock(&w->mutex);
  sqlite3_result_int(ctx, fired);
}

static void limitFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  sqlite3 *db = ((Watchdog*)sqlite3_user_data(ctx))->db;
  sqlite3_int64 id, value;
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  if( sqlite3_value_type(argv[1]) != SQLITE_INTEGER || sqlite3_value_type(argv[2]) != SQLITE_INTEGER ){
    sqlite3_result_error(ctx, "watchdog_limit: limit id and value must be integers", -1);
    return;
  }
  id = sqlite3_value_int64(argv[1]);
  value = sqlite3_value_int64(argv[2]);
  if( id < 0 || id > SQLITE_LIMIT_WORKER_THREADS ){
    sqlite3_result_error(ctx, "watchdog_limit: unknown limit id", -1);
    return;
  }
  if( value < 0 || value > 2147483647LL ){
    sqlite3_result_error(ctx, "watchdog_limit: value out of range", -1);
    return;
  }
  sqlite3_result_int(ctx, sqlite3_limit(db, (int)id, (int)value));
}

static void immutableFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const char *path;
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  path = (const char*)sqlite3_value_text(argv[1]);
  if( sqlite3_value_type(argv[1]) != SQLITE_TEXT || !path || path[0] != '/' ){
    sqlite3_result_error(ctx, "watchdog_immutable: the path must be absolute text", -1);
    return;
  }
  if( engine_add_immutable_file(path) != SQLITE_OK ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_int(ctx, 1);
}

static void memoryLimitFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  sqlite3_int64 bytes;
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  if( sqlite3_value_type(argv[1]) != SQLITE_INTEGER || (bytes = sqlite3_value_int64(argv[1])) < 0 ){
    sqlite3_result_error(ctx, "watchdog_memory_limit: bytes must be a whole number >= 0", -1);
    return;
  }
  memoryLimitBytes = bytes;
  sqlite3_result_int(ctx, 1);
}

static void groupFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Watchdog *w = (Watchdog*)sqlite3_user_data(ctx);
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  if( sqlite3_value_type(argv[1]) != SQLITE_INTEGER ){
    sqlite3_result_error(ctx, "watchdog_group: the group must be an integer", -1);
    return;
  }
  pthread_mutex_lock(&w->mutex);
  w->group = sqlite3_value_int64(argv[1]);
  pthread_mutex_unlock(&w->mutex);
  sqlite3_result_int(ctx, 1);
}

/* The deadline of every armed watchdog of the group passes now: each one's thread wakes and
** interrupts its connection exactly as a deadline would (the statement fails as timed out). */
static void interruptFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  sqlite3_int64 group;
  Watchdog *w;
  int stopped = 0;
  (void)argc;
  if( !requireToken(ctx, argv[0]) ) return;
  if( sqlite3_value_type(argv[1]) != SQLITE_INTEGER ){
    sqlite3_result_error(ctx, "watchdog_interrupt: the group must be an integer", -1);
    return;
  }
  group = sqlite3_value_int64(argv[1]);
  pthread_mutex_lock(&registryMutex);
  for(w = registry; w; w = w->next){
    pthread_mutex_lock(&w->mutex);
    if( w->group == group && w->armed && !w->fired && !w->shutdown ){
      monotonicNow(&w->deadline);
      pthread_cond_signal(&w->wake);
      stopped++;
    }
    pthread_mutex_unlock(&w->mutex);
  }
  pthread_mutex_unlock(&registryMutex);
  sqlite3_result_int(ctx, stopped);
}

static int readSecret(unsigned char *out, size_t n){
  size_t got = 0;
  int fd = open("/dev/urandom", O_RDONLY);
  if( fd < 0 ) return 0;
  while( got < n ){
    ssize_t r = read(fd, out + got, n - got);
    if( r < 0 && errno == EINTR ) continue;
    if( r <= 0 ) break;
    got += (size_t)r;
  }
  close(fd);
  return got == n;
}

static void rowsFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  if( argc < 1 || !requireToken(ctx, argv[0]) ) return;
  engine_rows_json(ctx, ((Watchdog*)sqlite3_user_data(ctx))->db, argc - 1, argv + 1);
}

typedef void (*WatchdogFunc)(sqlite3_context*, int, sqlite3_value**);

static int registerFunc(sqlite3 *db, Watchdog *w, const char *name, int nArg, WatchdogFunc fn){
  /* The reference is taken first: SQLite calls xDestroy even when registration fails. */
  pthread_mutex_lock(&w->mutex);
  w->refs++;
  pthread_mutex_unlock(&w->mutex);
  return sqlite3_create_function_v2(db, name, nArg, SQLITE_UTF8 | SQLITE_DIRECTONLY,
                                    w, fn, 0, 0, watchdogRelease);
}

/* The only exported symbol: the library is compiled with -fvisibility=hidden. */
__attribute__((visibility("default")))
int sqlite3_watchdog_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi){
  static const char hex[] = "0123456789abcdef";
  unsigned char secret[WATCHDOG_TOKEN_HEX / 2];
  pthread_condattr_t condAttr;
  pthread_attr_t threadAttr;
  size_t stackBytes = WATCHDOG_STACK_BYTES;
  Watchdog *w;
  int i, rc;
  SQLITE_EXTENSION_INIT2(pApi);

  /* immutable-vfs.c: once per process, before the host opens its database files. */
  rc = engine_register_immutable_vfs();
  if( rc != SQLITE_OK ){
    *pzErrMsg = sqlite3_mprintf("watchdog: cannot register the immutable-file VFS");
    return rc;
  }
  if( !readSecret(secret, sizeof(secret)) ){
    *pzErrMsg = sqlite3_mprintf("watchdog: cannot read /dev/urandom");
    return SQLITE_ERROR;
  }
  w = (Watchdog*)sqlite3_malloc(sizeof(*w));
  if( w == 0 ) return SQLITE_NOMEM;
  memset(w, 0, sizeof(*w));
  w->db = db;
  for(i = 0; i < (int)sizeof(secret); i++){
    w->token[2*i] = hex[secret[i] >> 4];
    w->token[2*i + 1] = hex[secret[i] & 15];
  }
  w->token[WATCHDOG_TOKEN_HEX] = 0;
  memset(secret, 0, sizeof(secret));

  pthread_mutex_init(&w->mutex, 0);
  pthread_condattr_init(&condAttr);
#ifndef __APPLE__
  pthread_condattr_setclock(&condAttr, CLOCK_MONOTONIC);
#endif
  pthread_cond_init(&w->wake, &condAttr);
  pthread_condattr_destroy(&condAttr);
  pthread_attr_init(&threadAttr);
#ifdef PTHREAD_STACK_MIN
  if( stackBytes < (size_t)PTHREAD_STACK_MIN ) stackBytes = (size_t)PTHREAD_STACK_MIN;
#endif
  pthread_attr_setstacksize(&threadAttr, stackBytes);
  rc = pthread_create(&w->thread, &threadAttr, watchdogThread, w);
  pthread_attr_destroy(&threadAttr);
#ifdef __linux__
  /* Named (by its creator, so before this returns) to be told from the process's other threads in
  ** /proc/self/task/N/comm. */
  if( rc == 0 ) pthread_setname_np(w->thread, "sql-watchdog");
#endif
  if( rc != 0 ){
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->mutex);
    sqlite3_free(w);
    *pzErrMsg = sqlite3_mprintf("watchdog: cannot start the watchdog thread");
    return SQLITE_ERROR;
  }

  /* From here on the functions own the state: each registration holds one reference. The
  ** hook is installed last and holds none: it only runs while statements run, which is before
  ** the connection closes, so while the functions (and the state) are still registered. If a
  ** registration fails the hook is not installed; an earlier load's hook (on a reload) keeps
  ** pointing at that load's state, which is freed only once all its functions are replaced. */
  rc = registerFunc(db, w, "watchdog_token", 0, tokenFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_arm", 2, armFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_disarm", 1, disarmFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_limit", 3, limitFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_immutable", 2, immutableFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_memory_limit", 2, memoryLimitFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_group", 2, groupFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_interrupt", 2, interruptFunc);
  if( rc == SQLITE_OK ) rc = registerFunc(db, w, "watchdog_rows", -1, rowsFunc);
  if( rc != SQLITE_OK ){
    *pzErrMsg = sqlite3_mprintf("watchdog: cannot register functions: %s", sqlite3_errstr(rc));
    return rc;
  }
  rc = engine_register_fts_rank(db);
  if( rc != SQLITE_OK ){
    *pzErrMsg = sqlite3_mprintf("watchdog: cannot register the FTS5 ranking functions");
    return rc;
  }
  rc = sqlite3_trace_v2(db, SQLITE_TRACE_STMT, statementStarts, w);
  if( rc != SQLITE_OK ){
    *pzErrMsg = sqlite3_mprintf("watchdog: cannot install the statement hook");
    return rc;
  }
  registryAdd(w);
  return SQLITE_OK;
}
