import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// The dealer's systems send their nightly exports (the part master with prices, the stock of every
// branch, the part-number replacements) as files; each file loaded is a job, whoever sent it.
// - feed_files: the bytes of a file, in 1 MB chunks, so any instance can run a queued job and a
//   failed job can be run again; a file nobody's job points to any more is removed.
// - feed_jobs: one run of one file: its state (antrian, berjalan, selesai, gagal), what it did
//   (counts), and why it failed. `same_as` names an earlier successful job of the same file.
// - feed_job_rejects: the lines a job refused, with the reason in Indonesian and the cells as read.
// - feed_folder_files: the files the drop folder handed over, so exactly one instance takes each
//   (name, size and modification time are unique) and the file can be moved once its job ends.
// - branch_stock_loads: when the stock of each branch was last loaded (what 'Stok per …' shows).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table feed_files (
      id bigserial primary key,
      byte_size bigint not null default 0 check (byte_size >= 0),
      created_at timestamptz not null default now()
    );
    create table feed_file_chunks (
      file_id bigint not null references feed_files(id) on delete cascade,
      seq integer not null check (seq >= 0),
      data bytea not null,
      primary key (file_id, seq)
    );

    create table feed_jobs (
      id serial primary key,
      kind text not null check (kind in ('catalogue', 'stock', 'supersessions')),
      source text not null check (source in ('upload', 'folder', 'cli')),
      file_name text not null check (length(file_name) between 1 and 200),
      file_id bigint references feed_files(id) on delete set null,
      byte_size bigint not null check (byte_size >= 0),
      checksum text not null check (checksum ~ '^[0-9a-f]{64}$'),
      encoding text not null check (encoding in ('utf-8', 'windows-1252', 'utf-16le', 'utf-16be')),
      -- when the data was written: the file's modification time, or the upload's arrival
      file_time timestamptz not null,
      created_by integer references users(id) on delete set null,
      retry_of integer references feed_jobs(id) on delete set null,
      same_as integer references feed_jobs(id) on delete set null,
      state text not null default 'antrian' check (state in ('antrian', 'berjalan', 'selesai', 'gagal')),
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      progress_bytes bigint not null default 0,
      columns text[] not null default '{}',
      total_lines integer not null default 0 check (total_lines >= 0),
      added integer not null default 0 check (added >= 0),
      changed integer not null default 0 check (changed >= 0),
      unchanged integer not null default 0 check (unchanged >= 0),
      rejected integer not null default 0 check (rejected >= 0),
      error text check (length(error) <= 2000),
      check ((state = 'antrian') = (started_at is null)),
      check ((state in ('selesai', 'gagal')) = (finished_at is not null))
    );
    -- the worker's question: the oldest queued job of a kind
    create index feed_jobs_queue_idx on feed_jobs (kind, id) where state in ('antrian', 'berjalan');
    create index feed_jobs_created_idx on feed_jobs (created_at desc, id desc);
    create index feed_jobs_kind_idx on feed_jobs (kind, created_at desc, id desc);
    create index feed_jobs_same_file_idx on feed_jobs (kind, checksum) where state = 'selesai';
    create index feed_jobs_file_idx on feed_jobs (file_id) where file_id is not null;
    -- a failed job is run again once (its new job, if it fails too, may be run again in turn)
    create unique index feed_jobs_retry_idx on feed_jobs (retry_of) where retry_of is not null;

    create table feed_job_rejects (
      job_id integer not null references feed_jobs(id) on delete cascade,
      line integer not null check (line >= 1),
      reason text not null check (length(reason) <= 1000),
      cells text[] not null default '{}',
      primary key (job_id, line)
    );

    create table feed_folder_files (
      id serial primary key,
      file_name text not null check (length(file_name) between 1 and 200),
      byte_size bigint not null,
      mtime_ms bigint not null,
      claimed_at timestamptz not null default now(),
      job_id integer references feed_jobs(id) on delete set null,
      moved_to text,
      unique (file_name, byte_size, mtime_ms)
    );
    create index feed_folder_files_open_idx on feed_folder_files (id) where moved_to is null;

    create table branch_stock_loads (
      branch_id integer primary key references branches(id) on delete cascade,
      loaded_at timestamptz not null,
      job_id integer references feed_jobs(id) on delete set null
    );
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table if exists branch_stock_loads;
    drop table if exists feed_folder_files;
    drop table if exists feed_job_rejects;
    drop table if exists feed_jobs;
    drop table if exists feed_file_chunks;
    drop table if exists feed_files;
  `,
  )
}
