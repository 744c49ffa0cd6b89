// Copies a SQLite database's write-ahead log back into the database file on a thread of its own (see
// startCheckpointer in checkpointer.ts). A checkpoint ends with a sync of the file to disk, which takes
// milliseconds on common disks: run inside a commit, as SQLite does by default, it stalls every request.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);

const timer = setInterval(() => {
  try {
    // PASSIVE never waits for the writer or the readers: it copies what no reader still needs.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.everyMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
