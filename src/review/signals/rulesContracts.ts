/** touches_proto (interface contracts) and touches_migrations (database schema). */
import { OPENAPI, GRAPHQL, SCRIPTS, type SignalRule } from "./ruleKit.js";

export const CONTRACT_RULES: readonly SignalRule[] = [
  // ── touches_proto: interface contracts ──
  { flag: "touches_proto", topic: "protobuf, gRPC, Thrift", paths: ["**/*.proto", "**/buf.yaml", "**/buf.gen.yaml", "**/buf.work.yaml", "**/*.thrift"] },
  { flag: "touches_proto", topic: "OpenAPI, Swagger, AsyncAPI", paths: OPENAPI },
  {
    flag: "touches_proto",
    topic: "OpenAPI document markers",
    addedLines: /^[ \t]*["']?(?:openapi|swagger|asyncapi)["']?[ \t]*:[ \t]*["']?\d/m,
    inFiles: ["**/*.{yaml,yml,json}"],
  },
  { flag: "touches_proto", topic: "GraphQL schemas", paths: GRAPHQL },
  { flag: "touches_proto", topic: "Avro schemas", paths: ["**/*.{avsc,avdl,avpr}"] },
  { flag: "touches_proto", topic: "JSON Schema", paths: ["**/*.schema.json", "**/schemas/**/*.json", "**/json-schema/**", "**/*.jsonschema"] },
  {
    flag: "touches_proto",
    topic: "JSON Schema documents",
    addedLines: /["']?\$schema["']?[ \t]*:[ \t]*["']?https?:\/\/json-schema\.org\//,
    inFiles: ["**/*.{yaml,yml,json}"],
  },

  // ── touches_migrations: database migrations and schema ──
  { flag: "touches_migrations", topic: "Rails", paths: ["**/db/migrate/**", "**/db/schema.rb", "**/db/structure.sql"] },
  { flag: "touches_migrations", topic: "Django", paths: ["**/migrations/*.py"] },
  { flag: "touches_migrations", topic: "Alembic, Flask-Migrate", paths: ["**/alembic/**", "**/alembic.ini", "**/migrations/versions/*.py"] },
  { flag: "touches_migrations", topic: "Flyway", paths: ["**/db/migration/**", "**/V*__*.sql", "**/R__*.sql", "**/U*__*.sql", "**/flyway.{conf,toml}"] },
  { flag: "touches_migrations", topic: "Liquibase", paths: ["**/db/changelog/**", "**/db.changelog*.{xml,yaml,yml,json,sql}", "**/liquibase/**"] },
  { flag: "touches_migrations", topic: "Prisma", paths: ["**/prisma/migrations/**", "**/*.prisma"] },
  { flag: "touches_migrations", topic: "Entity Framework", paths: ["**/Migrations/*.cs", "**/*ModelSnapshot.cs"] },
  { flag: "touches_migrations", topic: "golang-migrate, dbmate", paths: ["**/*.up.sql", "**/*.down.sql"] },
  // goose's `-- +goose Up` is an SQL comment: in an .sql file, or SQL held in code. A data file (.resx, .json) holds none.
  { flag: "touches_migrations", topic: "goose", addedLines: /^--[ \t]*\+goose[ \t]+(?:Up|Down)\b/m, inFiles: ["**/*.sql", ...SCRIPTS] },
  {
    flag: "touches_migrations",
    topic: "any other migrations folder: Knex, Sequelize, TypeORM, Laravel, Ecto, Diesel",
    paths: ["**/migrations/**", "**/knexfile.*"],
  },
  {
    flag: "touches_migrations",
    topic: "schema DDL in SQL files",
    addedLines: /\b(?:create|alter|drop)[ \t]+(?:table|index|column|schema|view|type|sequence)\b|\badd[ \t]+column\b|\brename[ \t]+column\b/i,
    inFiles: ["**/*.sql"],
  },
];
