-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- HealthRepository.appliedMigrations (health/health.repository.ts)
select name from mikro_orm_migrations;
