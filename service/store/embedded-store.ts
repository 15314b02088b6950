import { promises as fs, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { OwnedTable, Store, Table } from './store';
import type {
  ActivityRow,
  AuthorizationCodeRow,
  CategoryRow,
  ClientRow,
  ProjectRow,
  Row,
  TokenRow,
  UserRow,
} from './rows';

class MapTable<T extends Row> implements Table<T> {
  protected readonly rows = new Map<string, T>();
  // Each row's JSON, kept until the row is replaced: saving then costs only what changed, not the
  // whole store (rows are never modified in place, only replaced by put).
  private readonly json = new Map<string, string>();
  constructor(protected readonly onWrite: () => void) {}
  get(id: string) {
    return this.rows.get(id);
  }
  put(row: T) {
    this.rows.set(row.id, row);
    this.json.delete(row.id);
    this.onWrite();
  }
  delete(id: string) {
    this.json.delete(id);
    if (this.rows.delete(id)) this.onWrite();
  }
  /** The table as a JSON array. */
  serialize(): string {
    const parts: string[] = [];
    for (const [id, row] of this.rows) {
      let text = this.json.get(id);
      if (text === undefined) this.json.set(id, (text = JSON.stringify(row)));
      parts.push(text);
    }
    return `[${parts.join(',')}]`;
  }
  all() {
    return this.rows.values();
  }
  get size() {
    return this.rows.size;
  }
}

class MapOwnedTable<T extends Row & { user_id: string }> extends MapTable<T> implements OwnedTable<T> {
  private readonly byUser = new Map<string, Map<string, T>>();
  private readonly versions = new Map<string, number>();
  override put(row: T) {
    const previous = this.rows.get(row.id);
    if (previous && previous.user_id !== row.user_id) this.byUser.get(previous.user_id)?.delete(row.id);
    let mine = this.byUser.get(row.user_id);
    if (!mine) this.byUser.set(row.user_id, (mine = new Map()));
    mine.set(row.id, row);
    this.bump(row.user_id);
    super.put(row);
  }
  override delete(id: string) {
    const row = this.rows.get(id);
    if (!row) return;
    this.byUser.get(row.user_id)?.delete(id);
    this.bump(row.user_id);
    super.delete(id);
  }
  ofUser(userId: string) {
    return [...(this.byUser.get(userId)?.values() ?? [])];
  }
  versionOf(userId: string) {
    return this.versions.get(userId) ?? 0;
  }
  private bump(userId: string) {
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }
}

type TableName = 'users' | 'clients' | 'categories' | 'projects' | 'activities' | 'authorizationCodes' | 'tokens';
const TABLES: TableName[] = ['users', 'clients', 'categories', 'projects', 'activities', 'authorizationCodes', 'tokens'];
const FORMAT_VERSION = 1;

/**
 * The embedded store: everything in memory, and, given a file, written there after each change. A write
 * goes to a temporary file that is flushed to disk and then renamed over the old one, so a crash leaves
 * either the previous state or the new one, never half a file. Writes made while one is in flight are
 * coalesced into the next.
 */
export class EmbeddedStore implements Store {
  readonly users;
  readonly clients;
  readonly categories;
  readonly projects;
  readonly activities;
  readonly authorizationCodes;
  readonly tokens;

  /** Writes made so far, and how many of them are in the file. */
  private changes = 0;
  private saved = 0;
  private writing: Promise<void> | null = null;

  constructor(private readonly file: string | null = null) {
    const onWrite = () => {
      this.changes++;
    };
    this.users = new MapTable<UserRow>(onWrite);
    this.clients = new MapOwnedTable<ClientRow>(onWrite);
    this.categories = new MapOwnedTable<CategoryRow>(onWrite);
    this.projects = new MapOwnedTable<ProjectRow>(onWrite);
    this.activities = new MapOwnedTable<ActivityRow>(onWrite);
    this.authorizationCodes = new MapTable<AuthorizationCodeRow>(onWrite);
    this.tokens = new MapTable<TokenRow>(onWrite);
    if (file && existsSync(file)) this.load(file);
    this.saved = this.changes;
  }

  private load(file: string) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; tables: Record<TableName, Row[]> };
    if (saved.version !== FORMAT_VERSION) throw new Error(`${file}: unknown store format ${saved.version}`);
    for (const name of TABLES) {
      const table = this[name] as Table<Row>;
      for (const row of saved.tables[name] ?? []) table.put(row);
    }
  }

  /**
   * Resolves once the writes made before the call are in the file. Callers arriving while a save is
   * under way wait for it and share the next one, so many concurrent writes cost a few saves.
   */
  async flush(): Promise<void> {
    const target = this.changes;
    if (!this.file) {
      this.saved = target;
      return;
    }
    const file = this.file;
    while (this.saved < target) {
      if (!this.writing) {
        const upTo = this.changes;
        this.writing = this.writeFile(file)
          .then(() => {
            this.saved = Math.max(this.saved, upTo);
          })
          .finally(() => {
            this.writing = null;
          });
      }
      await this.writing;
    }
  }

  private async writeFile(file: string) {
    const tables = TABLES.map((name) => `${JSON.stringify(name)}:${(this[name] as MapTable<Row>).serialize()}`);
    const text = `{"version":${FORMAT_VERSION},"tables":{${tables.join(',')}}}`;
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    const handle = await fs.open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  }

  async close() {
    await this.flush();
  }
}
