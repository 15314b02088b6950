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

/** One kind of row, by id. `put` inserts or replaces; rows handed out must be treated as read-only. */
export interface Table<T extends Row> {
  get(id: string): T | undefined;
  put(row: T): void;
  delete(id: string): void;
  all(): IterableIterator<T>;
  readonly size: number;
}

/** A table of rows that belong to users, with each user's rows reachable without a scan of everyone's. */
export interface OwnedTable<T extends Row & { user_id: string }> extends Table<T> {
  ofUser(userId: string): T[];
  /** Bumped on every write of this user's rows, so derived data (a search index) knows when to rebuild. */
  versionOf(userId: string): number;
}

export interface Store {
  users: Table<UserRow>;
  clients: OwnedTable<ClientRow>;
  categories: OwnedTable<CategoryRow>;
  projects: OwnedTable<ProjectRow>;
  activities: OwnedTable<ActivityRow>;
  authorizationCodes: Table<AuthorizationCodeRow>;
  tokens: Table<TokenRow>;
  /** Resolves once every write made so far is durable. */
  flush(): Promise<void>;
  close(): Promise<void>;
}
