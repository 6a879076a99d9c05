// Records on the phone: IndexedDB, one object per record { id, yaml, status,
// updated, title }. IndexedDB rather than localStorage: it is not limited to a few
// MB of strings, it is asynchronous (no jank while saving after a tap), and a full
// or refused store raises an error the page can show (docs/decisions.md).
//
// Every failure is returned as { error: "full" | "refused" | message }, never
// thrown past the page: the record on screen stays, and can be exported.

const DB = "bridge-td";
const STORE = "records";

let opening = null;

function open() {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      let req;
      try {
        req = indexedDB.open(DB, 1);
      } catch (e) {
        reject(e);
        return;
      }
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error("blocked"));
    });
    opening.catch(() => { opening = null; });
  }
  return opening;
}

function kind(e) {
  const name = e && e.name;
  if (name === "QuotaExceededError") return "full";
  if (name === "SecurityError" || name === "InvalidStateError" || name === "UnknownError") return "refused";
  return (e && e.message) || String(e);
}

function run(mode, work) {
  return open().then((db) => new Promise((resolve) => {
    // A test can make the store fail as a full or refusing one would (tests/web.rs).
    if (window.__tdStorageFault) {
      resolve({ error: window.__tdStorageFault });
      return;
    }
    const tx = db.transaction(STORE, mode);
    let result;
    tx.oncomplete = () => resolve({ ok: result });
    tx.onerror = () => resolve({ error: kind(tx.error) });
    tx.onabort = () => resolve({ error: kind(tx.error) });
    try {
      const req = work(tx.objectStore(STORE));
      if (req) req.onsuccess = () => { result = req.result; };
    } catch (e) {
      resolve({ error: kind(e) });
    }
  }), () => ({ error: "refused" })); // no database at all: private mode, or blocked
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
