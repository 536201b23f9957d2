import type { AbortableOperationOptions, CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';

/**
 * Fields of a failed query's error that carry data: PGlite attaches the query's parameters
 * (session tokens, password hashes, contact messages), and Postgres' `detail` quotes the failing
 * row or key. They are removed before the error can reach a log line or a better-auth message.
 */
const DATA_FIELDS = ['params', 'parameters', 'queryOptions', 'detail'] as const;

export function scrubDatabaseError<T>(error: T): T {
  if (error && typeof error === 'object') {
    for (const field of DATA_FIELDS) if (field in error) delete (error as Record<string, unknown>)[field];
  }
  return error;
}

class ScrubbedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query, options);
    } catch (error) {
      throw scrubDatabaseError(error);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number, options?: AbortableOperationOptions): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize, options);
    } catch (error) {
      throw scrubDatabaseError(error);
    }
  }
}

/** The wrapped driver hands out wrapped connections and unwraps them on the way back. */
class ScrubbedDriver implements Driver {
  private wrappers = new WeakMap<DatabaseConnection, ScrubbedConnection>();

  constructor(private inner: Driver) {}

  private unwrap = (connection: DatabaseConnection) => (connection instanceof ScrubbedConnection ? connection.inner : connection);

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new ScrubbedConnection(connection);
      this.wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(this.unwrap(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(this.unwrap(connection));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(this.unwrap(connection));
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** Wraps a dialect so no error from its queries keeps their data. */
export function scrubbedDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new ScrubbedDriver(inner.createDriver()),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => inner.createIntrospector(db),
  };
}
