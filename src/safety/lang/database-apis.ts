/**
 * Pure: database clients as data for lang/apis.ts — what makes a connection
 * (Python's DB-API modules, node-postgres, mysql, SQLite bindings, Go's
 * database/sql), so the statements sent on it (`conn.execute(…)`,
 * `cur.execute(…)`, `pool.query(…)`, `db.Query(…)`) are calls the data flow
 * sees: an MCP tool's argument formatted into one is ir/tool-input-runs.ts's
 * advisory. Every connection is one kind, `sql.Connection`; a cursor too.
 */
import type { ApiEntry } from './apis.ts';

const CONNECTION: ApiEntry = { returns: 'sql.Connection' };

export const DATABASE_APIS: Record<string, ApiEntry> = {
  ...Object.fromEntries(['sqlite3.connect', 'psycopg.connect', 'psycopg2.connect', 'pymysql.connect', 'MySQLdb.connect', 'mysql.connector.connect', 'duckdb.connect', 'asyncpg.connect', 'asyncpg.create_pool', 'aiosqlite.connect'].map((f) => [f, CONNECTION])),
  ...Object.fromEntries(['sqlalchemy.create_engine', 'sqlalchemy.ext.asyncio.create_async_engine', '@prisma/client.PrismaClient', 'gorm.io/gorm.Open'].map((f) => [f, CONNECTION])),
  ...Object.fromEntries(['pg.Pool', 'pg.Client', 'pg.default.Pool', 'pg.default.Client', 'mysql.createConnection', 'mysql.createPool', 'mysql2.createConnection', 'mysql2.createPool', 'mysql2/promise.createConnection', 'mysql2/promise.createPool', 'better-sqlite3', 'sqlite3.Database', 'database/sql.Open'].map((f) => [f, CONNECTION])),
  // MongoDB clients (pymongo, motor, the Node driver, Go's mongo-driver): the database and collection reached from one
  // are kinds too, so a filter given to `find`/`deleteMany`/`Find` is a call ir/query-values.ts reads.
  ...Object.fromEntries(['pymongo.MongoClient', 'pymongo.AsyncMongoClient', 'motor.motor_asyncio.AsyncIOMotorClient', 'mongodb.MongoClient', 'mongodb.MongoClient.connect', 'go.mongodb.org/mongo-driver/mongo.Connect', 'go.mongodb.org/mongo-driver/v2/mongo.Connect'].map((f) => [f, { returns: 'mongo.Client' }])),
  ...Object.fromEntries(['mongo.Client.db', 'mongo.Client.get_database', 'mongo.Client.Database'].map((f) => [f, { returns: 'mongo.Database' }])),
  ...Object.fromEntries(['mongo.Database.collection', 'mongo.Database.get_collection', 'mongo.Database.Collection'].map((f) => [f, { returns: 'mongo.Collection' }])),
  // Their query methods return cursors: named, so a chain (`coll.find(f).limit(n)`) keeps the call a rule reads.
  ...Object.fromEntries(['find', 'findOne', 'aggregate', 'deleteMany', 'deleteOne', 'updateMany', 'updateOne', 'countDocuments', 'Find', 'FindOne', 'DeleteMany', 'DeleteOne', 'UpdateMany', 'UpdateOne', 'CountDocuments'].map((m) => [`mongo.Collection.${m}`, { returns: 'mongo.Cursor' }])),
  'sql.Connection.cursor': CONNECTION,
  'sql.Connection.connect': CONNECTION,
  'sql.Connection.acquire': CONNECTION,
  'sql.Connection.prepare': CONNECTION,
};
