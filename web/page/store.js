// Records on the phone: IndexedDB, one object per record { id, yaml, status,
// updated, title }. IndexedDB rather than localStorage: it is not limited to a few
// MB of strings, it is asynchronous (no jank while saving after a tap), and a full
// or refused store raises an error the page can show (docs/decisions.md).
//
// Every failure is returned as { error: kind }, never thrown past the page: the
// record on screen stays, and can be exported. The kinds, which the page words:
//   "full"     the quota is used up (QuotaExceededError, on a put or at commit);
//   "newer"    the store was upgraded by a newer version of the page (VersionError);
//   "refused"  the browser will not open the store at all (private mode, storage
//              blocked, no IndexedDB);
//   "failed"   this one transaction did not complete (aborted, its connection
//              closed under it): the next save or read opens the store again.

const DB = "bridge-td";
const VERSION = 1;
const STORE = "records";

// The connection, opened once and kept; null when there is none (never opened, the
// open failed, or the browser closed it), so that the next call opens it again.
let opening = null;

function open() {
  if (!opening) {
    const attempt = new Promise((resolve, reject) => {
      let req;
      try {
        req = indexedDB.open(DB, VERSION);
      } catch (e) {
        // No IndexedDB at all, or a SecurityError (storage blocked for the site).
        reject(e);
        return;
      }
      let blocked = false;
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
      req.onsuccess = () => {
        const db = req.result;
        if (blocked) {
          // Already answered as failed; the next call opens again.
          db.close();
          return;
        }
        // The browser closes a connection when the site's data is cleared or the
        // database deleted under it: forget it, so the next save opens (and, if
        // need be, creates) the store again instead of failing for good.
        db.onclose = () => forget(attempt);
        // A newer version of the page in another tab wants to upgrade the store:
        // let it, and open again on the next call (which then says "newer").
        db.onversionchange = () => {
          db.close();
          forget(attempt);
        };
        resolve(db);
      };
      req.onerror = () => reject(req.error);
      // Only an upgrade waits for other tabs to close; this page would then wait
      // with no answer, so it fails this save and tries again on the next one.
      req.onblocked = () => {
        blocked = true;
        reject(new DOMException("another tab keeps the records open", "AbortError"));
      };
    });
    opening = attempt;
    attempt.catch(() => forget(attempt));
  }
  return opening;
}

function forget(attempt) {
  if (opening === attempt) opening = null;
}

// The kind of a failure (see the top), from the DOMException the browser gave. Its
// own message (English, for whoever debugs the phone) goes to the console; the TD
// is told in his language by the page.
function failure(e, opened) {
  console.warn("bridge-td: the records store:", e);
  const name = e && e.name;
  if (name === "QuotaExceededError") return { error: "full" };
  if (name === "VersionError") return { error: "newer" };
  return { error: opened ? "failed" : "refused" };
}

function run(mode, work) {
  const attempt = open();
  return attempt.then(
    (db) =>
      new Promise((resolve) => {
        let tx;
        try {
          tx = db.transaction(STORE, mode);
        } catch (e) {
          // The connection is closing (InvalidStateError) before its close event
          // has told open() to forget it.
          forget(attempt);
          resolve(failure(e, true));
          return;
        }
        let result;
        let requestError = null;
        tx.oncomplete = () => resolve({ ok: result });
        // A request's error (which nothing here handles) aborts the transaction,
        // and a quota error comes at commit: onabort answers for both. tx.error is
        // the reason; a request's own error is kept in case the browser gives none.
        tx.onerror = (event) => {
          requestError = requestError || event.target.error;
        };
        tx.onabort = () => resolve(failure(tx.error || requestError, true));
        try {
          const req = work(tx.objectStore(STORE));
          if (req) req.onsuccess = () => { result = req.result; };
        } catch (e) {
          // A request that throws (a value that cannot be stored): nothing
          // half-done is committed, and onabort answers with this error.
          requestError = e;
          tx.abort();
        }
      }),
    (e) => failure(e, false),
  );
}

// Saves `record` only if the stored copy is still the revision this tab last
// read or wrote (`rev`, counted per record): two tabs on one record must never
// silently replace each other's rulings. Read and write are one transaction, so
// no other tab's save can slip between them. { ok: newRev } when saved,
// { conflict: true } when another tab saved first (nothing written).
export function saveIfUnchanged(record, rev) {
  let conflict = false;
  return run("readwrite", (s) => {
    const got = s.get(record.id);
    got.onsuccess = () => {
      const stored = got.result;
      if (stored && (stored.rev || 0) !== rev) {
        conflict = true;
        return;
      }
      s.put({ ...record, rev: rev + 1 });
    };
    return null;
  }).then((r) => (r.error ? r : conflict ? { conflict: true } : { ok: rev + 1 }));
}

export function list() {
  return run("readonly", (s) => s.getAll());
}

export function get(id) {
  return run("readonly", (s) => s.get(id));
}
