-- Length limits on every string column of download_records (issue 17): the
-- endpoint refuses longer values with a 400 (src/tracking/request.ts,
-- FIELD_LIMITS; user agent and country are cut in src/tracking/client.ts), and
-- the table says the same, so no other writer can store more.
--
-- Safe to re-run: each constraint is added only when missing (no lock is taken
-- on a later open). NOT VALID: rows written before these limits are left as
-- they are; every new row is checked.
do $$
declare
  limits constant text[][] := array[
    ['download_records_component_type_length', 'char_length(component_type) between 1 and 32'],
    ['download_records_component_path_length', 'char_length(component_path) <= 1024'],
    ['download_records_category_length', 'char_length(category) <= 255'],
    ['download_records_cli_version_length', 'char_length(cli_version) <= 64'],
    ['download_records_user_agent_length', 'char_length(user_agent) <= 512'],
    ['download_records_country_length', 'char_length(country) <= 2'],
    ['download_records_ip_address_length', 'char_length(ip_address) <= 64']
  ];
  i integer;
begin
  for i in 1 .. array_length(limits, 1) loop
    if not exists (
      select 1 from pg_constraint
      where conname = limits[i][1] and conrelid = 'download_records'::regclass
    ) then
      execute format('alter table download_records add constraint %I check (%s) not valid', limits[i][1], limits[i][2]);
    end if;
  end loop;
end
$$;
