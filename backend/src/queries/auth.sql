-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.

-- fragment USER_COLUMNS (auth/auth.repository.ts)
e.id, e.first_name as "firstName", e.last_name as "lastName", e.icon, e.role,
  e.role_level as "roleLevel", e.dob, e.permanent_address as "permanentAddress", e.join_date as "joinDate",
  e.is_active as "isActive", e.permitted_day_left as "permittedDayLeft", e.language,
  (select version from acl_version where id = 1) as "aclVersion"

-- USER_BY_TOKEN (auth/auth.repository.ts)
select ${USER_COLUMNS} from employee e
   where e.id = $1 and e.is_active
     and (e.password_changed_at is null or e.password_changed_at <= to_timestamp($3 / 1000.0))
     and not exists (select 1 from revoked_token r where r.jti = $2);

-- USER_BY_API_KEY (auth/auth.repository.ts)
select ${USER_COLUMNS} from api_key k join employee e on e.id = k.employee_id
   where k.key_hash = $1 and e.is_active and (k.expires_at is null or k.expires_at > now());

-- AuthRepository.revokeToken (auth/auth.repository.ts)
insert into revoked_token (jti, expires_at) values ($1, to_timestamp($2 / 1000.0)) on conflict do nothing;

-- AuthRepository.purgeExpiredRevocations (auth/auth.repository.ts)
delete from revoked_token where expires_at < now() - interval '1 day';

-- AuthRepository.loginRow (auth/auth.repository.ts)
select id, password_hash as hash, is_active as "isActive" from employee where id = $1;

-- AuthRepository.ssoCandidates (auth/auth.repository.ts)
select id, is_active as "isActive", coalesce(id = $1::text, false) as "bySubject",
              coalesce(lower(personal_email) = lower($2::text), false) as "byEmail"
         from employee
        where ($1::text is not null and id = $1::text) or ($2::text is not null and lower(personal_email) = lower($2::text));

-- AuthRepository.passwordHash (auth/auth.repository.ts)
select password_hash as hash from employee where id = $1;

-- AuthRepository.lockLoginKey (auth/auth.repository.ts)
select pg_advisory_xact_lock(hashtext($1));

-- AuthRepository.recentLoginAttempts (auth/auth.repository.ts)
select count(*)::int as "count",
              coalesce(ceil(extract(epoch from (min(at) + interval '1 minute' - now()))), 0)::int as "retryAfter"
         from login_attempt where key = $1 and at > now() - interval '1 minute';

-- AuthRepository.insertLoginAttempts (auth/auth.repository.ts)
insert into login_attempt (key) select unnest($1::varchar[]) returning id::text as id;

-- AuthRepository.purgeLoginAttempts (auth/auth.repository.ts)
delete from login_attempt where at < now() - interval '2 minutes';

-- AuthRepository.listApiKeys (auth/auth.repository.ts)
select id, name, masked_key as "maskedKey", created_at as "createdAt", expires_at as "expiresAt" from api_key where employee_id = $1 order by created_at desc, id desc;

-- AuthRepository.insertApiKey (auth/auth.repository.ts)
insert into api_key (employee_id, name, key_hash, masked_key, expires_at) values ($1, $2, $3, $4, $5)
       returning id, name, masked_key as "maskedKey", created_at as "createdAt", expires_at as "expiresAt";

-- AuthRepository.rekeyApiKey (auth/auth.repository.ts)
update api_key set key_hash = $3, masked_key = $4 where id = $1 and employee_id = $2 returning id, name, masked_key as "maskedKey", created_at as "createdAt", expires_at as "expiresAt";

-- AuthRepository.deleteApiKey (auth/auth.repository.ts)
delete from api_key where id = $1 and employee_id = $2;

-- AuthRepository.saveSshKey (auth/auth.repository.ts)
insert into ssh_key (employee_id, public_key, fingerprint, created_at) values ($1, $2, $3, now())
       on conflict (employee_id) do update set public_key = excluded.public_key, fingerprint = excluded.fingerprint, created_at = now();

-- AuthRepository.sshKey (auth/auth.repository.ts)
select public_key as "publicKey", fingerprint, created_at as "createdAt" from ssh_key where employee_id = $1;

-- AuthRepository.secret (auth/auth.repository.ts)
insert into app_secret (name, value) values ($1, $2) on conflict (name) do nothing;

-- AuthRepository.secret (auth/auth.repository.ts)
select value from app_secret where name = $1;
