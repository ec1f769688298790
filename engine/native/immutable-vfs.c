/*
** immutable-vfs.c: SQLite's immutable mode for files better-sqlite3 opens.
**
** better-sqlite3 compiles SQLite with SQLITE_USE_URI=0, so "file:x.db?immutable=1" cannot be
** asked for. SQLite's pager gives a file the same treatment (no locks, no change detection, the
** page cache kept across transactions) when its VFS reports SQLITE_IOCAP_IMMUTABLE, so this shim
** becomes the default VFS and adds that flag to the main database files on its list of absolute
** paths. The host adds paths through watchdog_immutable(token, path) before opening the files; the
** token only the host holds keeps user SQL from changing the list.
** Every other file, and every other method, passes straight through to the previous default VFS.
*/
#define _GNU_SOURCE /* dladdr */
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT3

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define SHIM_NAME "engine-immutable"

typedef struct ShimFile {
  sqlite3_file base;        /* must be first */
  sqlite3_file *real;       /* the underlying VFS's file, allocated just after this struct */
} ShimFile;

static sqlite3_vfs *realVfs = 0;
static sqlite3_vfs shimVfs;
static sqlite3_io_methods shimIo;
static const sqlite3_io_methods *realIo = 0;

static sqlite3_file *R(sqlite3_file *f) { return ((ShimFile *)f)->real; }

static int shimClose(sqlite3_file *f) { return R(f)->pMethods->xClose(R(f)); }
static int shimRead(sqlite3_file *f, void *b, int n, sqlite3_int64 o) { return R(f)->pMethods->xRead(R(f), b, n, o); }
static int shimWrite(sqlite3_file *f, const void *b, int n, sqlite3_int64 o) { return R(f)->pMethods->xWrite(R(f), b, n, o); }
static int shimTruncate(sqlite3_file *f, sqlite3_int64 s) { return R(f)->pMethods->xTruncate(R(f), s); }
static int shimSync(sqlite3_file *f, int fl) { return R(f)->pMethods->xSync(R(f), fl); }
static int shimFileSize(sqlite3_file *f, sqlite3_int64 *s) { return R(f)->pMethods->xFileSize(R(f), s); }
static int shimLock(sqlite3_file *f, int l) { return R(f)->pMethods->xLock(R(f), l); }
static int shimUnlock(sqlite3_file *f, int l) { return R(f)->pMethods->xUnlock(R(f), l); }
static int shimCheckReservedLock(sqlite3_file *f, int *r) { return R(f)->pMethods->xCheckReservedLock(R(f), r); }
static int shimFileControl(sqlite3_file *f, int op, void *a) { return R(f)->pMethods->xFileControl(R(f), op, a); }
static int shimSectorSize(sqlite3_file *f) { return R(f)->pMethods->xSectorSize(R(f)); }
/* The one method that differs: the file says it can never change. */
static int shimDeviceCharacteristics(sqlite3_file *f) {
  return R(f)->pMethods->xDeviceCharacteristics(R(f)) | SQLITE_IOCAP_IMMUTABLE;
}
static int shimShmMap(sqlite3_file *f, int i, int sz, int e, void volatile **p) { return R(f)->pMethods->xShmMap(R(f), i, sz, e, p); }
static int shimShmLock(sqlite3_file *f, int o, int n, int fl) { return R(f)->pMethods->xShmLock(R(f), o, n, fl); }
static void shimShmBarrier(sqlite3_file *f) { R(f)->pMethods->xShmBarrier(R(f)); }
static int shimShmUnmap(sqlite3_file *f, int d) { return R(f)->pMethods->xShmUnmap(R(f), d); }
static int shimFetch(sqlite3_file *f, sqlite3_int64 o, int n, void **p) { return R(f)->pMethods->xFetch(R(f), o, n, p); }
static int shimUnfetch(sqlite3_file *f, sqlite3_int64 o, void *p) { return R(f)->pMethods->xUnfetch(R(f), o, p); }

/* The immutable files: a process-wide list, only ever added to. */
static pthread_mutex_t listMutex = PTHREAD_MUTEX_INITIALIZER;
static char **immutablePaths = 0;
static size_t immutableCount = 0;

/* Add an absolute path to the list; returns SQLITE_OK or SQLITE_NOMEM. */
int engine_add_immutable_file(const char *zPath) {
  int rc = SQLITE_OK;
  pthread_mutex_lock(&listMutex);
  for (size_t i = 0; i < immutableCount; i++) {
    if (strcmp(immutablePaths[i], zPath) == 0) { pthread_mutex_unlock(&listMutex); return SQLITE_OK; }
  }
  char **grown = realloc(immutablePaths, (immutableCount + 1) * sizeof *grown);
  char *copy = grown ? strdup(zPath) : 0;
  if (grown) immutablePaths = grown;
  if (copy) immutablePaths[immutableCount++] = copy;
  else rc = SQLITE_NOMEM;
  pthread_mutex_unlock(&listMutex);
  return rc;
}

static int listedImmutable(const char *zName) {
  int found = 0;
  if (!zName) return 0;
  pthread_mutex_lock(&listMutex);
  for (size_t i = 0; i < immutableCount && !found; i++) found = strcmp(immutablePaths[i], zName) == 0;
  pthread_mutex_unlock(&listMutex);
  return found;
}

static int shimOpen(sqlite3_vfs *vfs, sqlite3_filename zName, sqlite3_file *f, int flags, int *outFlags) {
  (void)vfs;
  if (!(flags & SQLITE_OPEN_MAIN_DB) || !listedImmutable(zName)) {
    return realVfs->xOpen(realVfs, zName, f, flags, outFlags);
  }
  ShimFile *shim = (ShimFile *)f;
  shim->real = (sqlite3_file *)&shim[1];
  int rc = realVfs->xOpen(realVfs, zName, shim->real, flags, outFlags);
  if (rc != SQLITE_OK) {
    f->pMethods = 0;
    return rc;
  }
  if (!realIo) {
    realIo = shim->real->pMethods;
    shimIo = *realIo;
    shimIo.xClose = shimClose; shimIo.xRead = shimRead; shimIo.xWrite = shimWrite;
    shimIo.xTruncate = shimTruncate; shimIo.xSync = shimSync; shimIo.xFileSize = shimFileSize;
    shimIo.xLock = shimLock; shimIo.xUnlock = shimUnlock; shimIo.xCheckReservedLock = shimCheckReservedLock;
    shimIo.xFileControl = shimFileControl; shimIo.xSectorSize = shimSectorSize;
    shimIo.xDeviceCharacteristics = shimDeviceCharacteristics;
    if (realIo->iVersion >= 2) {
      shimIo.xShmMap = shimShmMap; shimIo.xShmLock = shimShmLock;
      shimIo.xShmBarrier = shimShmBarrier; shimIo.xShmUnmap = shimShmUnmap;
    }
    if (realIo->iVersion >= 3) { shimIo.xFetch = shimFetch; shimIo.xUnfetch = shimUnfetch; }
  }
  f->pMethods = &shimIo;
  return SQLITE_OK;
}

static int shimDelete(sqlite3_vfs *v, const char *z, int s) { (void)v; return realVfs->xDelete(realVfs, z, s); }
static int shimAccess(sqlite3_vfs *v, const char *z, int fl, int *r) { (void)v; return realVfs->xAccess(realVfs, z, fl, r); }
static int shimFullPathname(sqlite3_vfs *v, const char *z, int n, char *o) { (void)v; return realVfs->xFullPathname(realVfs, z, n, o); }
static void *shimDlOpen(sqlite3_vfs *v, const char *z) { (void)v; return realVfs->xDlOpen(realVfs, z); }
static void shimDlError(sqlite3_vfs *v, int n, char *z) { (void)v; realVfs->xDlError(realVfs, n, z); }
static void (*shimDlSym(sqlite3_vfs *v, void *p, const char *z))(void) { (void)v; return realVfs->xDlSym(realVfs, p, z); }
static void shimDlClose(sqlite3_vfs *v, void *p) { (void)v; realVfs->xDlClose(realVfs, p); }
static int shimRandomness(sqlite3_vfs *v, int n, char *o) { (void)v; return realVfs->xRandomness(realVfs, n, o); }
static int shimSleep(sqlite3_vfs *v, int us) { (void)v; return realVfs->xSleep(realVfs, us); }
static int shimCurrentTime(sqlite3_vfs *v, double *t) { (void)v; return realVfs->xCurrentTime(realVfs, t); }
static int shimGetLastError(sqlite3_vfs *v, int n, char *z) { (void)v; return realVfs->xGetLastError(realVfs, n, z); }
static int shimCurrentTimeInt64(sqlite3_vfs *v, sqlite3_int64 *t) { (void)v; return realVfs->xCurrentTimeInt64(realVfs, t); }

static pthread_once_t registerOnce = PTHREAD_ONCE_INIT;
static int registerResult = SQLITE_ERROR;

static void registerShim(void) {
  /* SQLite unloads an extension when the connection that loaded it closes; the VFS stays
  ** registered for the whole process, so pin this library in memory for good. */
  Dl_info self;
  if (!dladdr((void *)registerShim, &self) || !self.dli_fname || !dlopen(self.dli_fname, RTLD_NOW | RTLD_NODELETE)) return;
  realVfs = sqlite3_vfs_find(0);
  if (!realVfs) return;
  memset(&shimVfs, 0, sizeof shimVfs);
  shimVfs.iVersion = realVfs->iVersion < 2 ? realVfs->iVersion : 2;
  shimVfs.szOsFile = (int)sizeof(ShimFile) + realVfs->szOsFile;
  shimVfs.mxPathname = realVfs->mxPathname;
  shimVfs.zName = SHIM_NAME;
  shimVfs.xOpen = shimOpen; shimVfs.xDelete = shimDelete; shimVfs.xAccess = shimAccess;
  shimVfs.xFullPathname = shimFullPathname; shimVfs.xDlOpen = shimDlOpen; shimVfs.xDlError = shimDlError;
  shimVfs.xDlSym = shimDlSym; shimVfs.xDlClose = shimDlClose; shimVfs.xRandomness = shimRandomness;
  shimVfs.xSleep = shimSleep; shimVfs.xCurrentTime = shimCurrentTime; shimVfs.xGetLastError = shimGetLastError;
  if (shimVfs.iVersion >= 2) shimVfs.xCurrentTimeInt64 = shimCurrentTimeInt64;
  registerResult = sqlite3_vfs_register(&shimVfs, 1);
}

/* Makes the shim the default VFS, once per process (worker threads load the extension at once). */
int engine_register_immutable_vfs(void) {
  pthread_once(&registerOnce, registerShim);
  return registerResult;
}
