//! Work on many files on several threads, results in the order the files were found.
//!
//! Used by `td replay --jobs N`: the output must be byte for byte what one thread
//! writes. The thread that walks the folders hands out paths in batches (one lock and
//! one message per batch, not per file: at 30,000 files a second the per-file hand-off
//! cost as much as a second core gave); the workers send back each batch's results,
//! and the walking thread emits them in sequence, holding batches that finish early
//! in a small reorder buffer. The queue is bounded, so memory stays flat however many
//! files there are.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{TrySendError, channel, sync_channel};
use std::sync::{Arc, Mutex};

/// Paths per hand-off: large enough that the hand-off is cheap, small enough that a
/// slow file does not hold many results back.
const BATCH: usize = 32;

/// Batches waiting for a worker, at most.
const MAX_QUEUE: usize = 1024;

/// Called once per path found.
pub type Each<'a> = dyn FnMut(&Path) -> std::io::Result<()> + 'a;

/// Calls `work` on every path `walk` yields, on `jobs` threads, and `emit` on the
/// results in the walk's order. `walk` is given a callback to call once per path.
pub fn ordered<T: Send>(
    jobs: usize,
    walk: &mut dyn FnMut(&mut Each) -> std::io::Result<()>,
    work: &(dyn Fn(&Path) -> T + Sync),
    emit: &mut dyn FnMut(T) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let jobs = jobs.max(1);
    // The queue holds a few batches per worker, within a fixed bound: its slots are
    // allocated up front, whatever `jobs` says (`clamp_jobs` keeps it near the cores).
    let queue = jobs.saturating_mul(4).min(MAX_QUEUE);
    let (work_tx, work_rx) = sync_channel::<(usize, Vec<PathBuf>)>(queue);
    let work_rx = Arc::new(Mutex::new(work_rx));
    let (done_tx, done_rx) = channel::<(usize, Vec<T>)>();
    std::thread::scope(|scope| -> std::io::Result<()> {
        // Workers start as batches appear, one per batch up to `jobs`: one file
        // needs one thread, not `jobs` of them.
        let mut workers = 0usize;
        let mut spawn_worker = || {
            if workers == jobs {
                return;
            }
            workers += 1;
            let work_rx = Arc::clone(&work_rx);
            let done_tx = done_tx.clone();
            scope.spawn(move || {
                loop {
                    let next = work_rx.lock().map(|rx| rx.recv());
                    let Ok(Ok((seq, batch))) = next else { break };
                    let results = batch.iter().map(|p| work(p)).collect();
                    if done_tx.send((seq, results)).is_err() {
                        break;
                    }
                }
            });
        };
        let mut out = Reorder {
            pending: BTreeMap::new(),
            next: 0,
        };
        let mut seq = 0usize;
        let mut batch: Vec<PathBuf> = Vec::with_capacity(BATCH);
        // Hands a batch to the workers, taking in finished results while the queue
        // is full.
        let mut send =
            |batch: Vec<PathBuf>, seq: &mut usize, out: &mut Reorder<T>| -> std::io::Result<()> {
                spawn_worker();
                let mut item = (*seq, batch);
                loop {
                    match work_tx.try_send(item) {
                        Ok(()) => break,
                        Err(TrySendError::Full(back)) => {
                            item = back;
                            if let Ok(done) = done_rx.recv() {
                                out.take(done, emit)?;
                            }
                        }
                        Err(TrySendError::Disconnected(_)) => {
                            return Err(std::io::Error::other("the worker threads stopped"));
                        }
                    }
                }
                *seq += 1;
                while let Ok(done) = done_rx.try_recv() {
                    out.take(done, emit)?;
                }
                Ok(())
            };
        let walked = walk(&mut |p| {
            batch.push(p.to_path_buf());
            if batch.len() == BATCH {
                let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                send(full, &mut seq, &mut out)?;
            }
            Ok(())
        });
        if walked.is_ok() && !batch.is_empty() {
            send(std::mem::take(&mut batch), &mut seq, &mut out)?;
        }
        // The workers stop when the queue's sender is gone (the walk's callback
        // still borrows it until here), and the results end when the last worker's
        // sender and ours are gone.
        drop(work_tx);
        drop(done_tx);
        for done in done_rx.iter() {
            out.take(done, emit)?;
        }
        walked
    })
}

/// The threads worth starting for `requested` (from `--jobs` or `TD_JOBS`, or
/// none): never more than the machine's cores, since replaying is work for a
/// processor and more threads than cores only add switching; the cores when
/// nothing is asked. (`--jobs 4294967296` once asked the queue for 640 GB.)
pub fn clamp_jobs(requested: Option<usize>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    requested.map_or(cores, |n| n.clamp(1, cores))
}

/// Results that finished before their turn.
struct Reorder<T> {
    pending: BTreeMap<usize, Vec<T>>,
    next: usize,
}

impl<T> Reorder<T> {
    fn take(
        &mut self,
        (seq, results): (usize, Vec<T>),
        emit: &mut dyn FnMut(T) -> std::io::Result<()>,
    ) -> std::io::Result<()> {
        self.pending.insert(seq, results);
        while let Some(results) = self.pending.remove(&self.next) {
            for r in results {
                emit(r)?;
            }
            self.next += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// However the threads finish, the results come out in the walk's order.
    #[test]
    fn results_come_out_in_the_walks_order() {
        for jobs in [1, 2, 3, 8] {
            let n = 1000;
            let mut got = Vec::new();
            ordered(
                jobs,
                &mut |each| {
                    for i in 0..n {
                        each(Path::new(&i.to_string()))?;
                    }
                    Ok(())
                },
                &|p| {
                    let i: u64 = p.to_str().unwrap().parse().unwrap();
                    // Uneven work, so batches finish out of order.
                    std::thread::sleep(std::time::Duration::from_micros(i % 7 * 20));
                    i
                },
                &mut |i| {
                    got.push(i);
                    Ok(())
                },
            )
            .unwrap();
            assert_eq!(got, (0..n).collect::<Vec<u64>>(), "jobs {jobs}");
        }
    }

    #[test]
    fn jobs_are_never_more_than_the_cores() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(clamp_jobs(None), cores);
        assert_eq!(clamp_jobs(Some(usize::MAX)), cores);
        assert_eq!(clamp_jobs(Some(1)), 1);
    }

    /// A huge `jobs` allocates a bounded queue and starts one thread per batch.
    #[test]
    fn a_huge_jobs_value_starts_one_thread_per_batch() {
        let mut got = Vec::new();
        ordered(
            usize::MAX,
            &mut |each| each(Path::new("1")),
            &|_| std::thread::current().id(),
            &mut |id| {
                got.push(id);
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(got.len(), 1);
    }

    #[test]
    fn an_emit_error_stops_the_run() {
        let mut emitted = 0;
        let r = ordered(
            2,
            &mut |each| {
                for i in 0..500 {
                    each(Path::new(&i.to_string()))?;
                }
                Ok(())
            },
            &|_| (),
            &mut |()| {
                emitted += 1;
                if emitted == 40 {
                    Err(std::io::Error::other("broken pipe"))
                } else {
                    Ok(())
                }
            },
        );
        assert!(r.is_err());
        assert_eq!(emitted, 40);
    }
}
