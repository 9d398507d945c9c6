-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- FilesRepository.insert (files/files.repository.ts)
insert into stored_file (id, name, content_type, size, storage_key, created_by, created_at) values ($1, $2, $3, $4, $5, $6, now());

-- FilesRepository.contentType (files/files.repository.ts)
select content_type as "contentType" from stored_file where id = $1;

-- FilesRepository.find (files/files.repository.ts)
select name, content_type as "contentType", size, storage_key as "storageKey" from stored_file where id = $1;

-- FilesRepository.lockForRemoval (files/files.repository.ts)
select created_by as "createdBy", storage_key as "storageKey" from stored_file where id = $1 for update;

-- FilesRepository.isProjectIcon (files/files.repository.ts)
select 1 as found from project where icon = $1 limit 1;

-- FilesRepository.delete (files/files.repository.ts)
delete from stored_file where id = $1;
