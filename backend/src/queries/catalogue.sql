-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- CatalogueRepository.roles (catalogue/catalogue.repository.ts)
select id, server_name as "serverName", tag_name as "tagName", color, is_system as "isSystem" from role order by id;

-- CatalogueRepository.roleLevels (catalogue/catalogue.repository.ts)
select id, name, is_active as "isActive" from role_level order by id;
