-- Group commit for download tracking: calls that arrive while the store is
-- busy are written together (src/tracking/store.ts), one record each and the
-- aggregates bumped by their counts, in one transaction. Safe to re-run.

-- p_records: [{type, name, path, category, ip, country, user_agent, cli_version}, ...].
-- Rules 1-3 as track_download: every record is written; the aggregate step runs
-- in its own sub-transaction so its failure is reported, not fatal.
create or replace function track_downloads(p_records jsonb)
returns jsonb
language plpgsql
security invoker
as $$
declare
  v_at timestamptz := now();
  v_count integer;
  v_aggregate_error text;
begin
  if jsonb_typeof(p_records) is distinct from 'array' then
    raise exception 'track_downloads: p_records must be a JSON array';
  end if;

  insert into download_records (component_type, component_name, component_path, category, ip_address, country, user_agent, cli_version, downloaded_at)
  select r.type, r.name, r.path, r.category, r.ip, r.country, r.user_agent, r.cli_version, v_at
  from jsonb_to_recordset(p_records) as r(type text, name text, path text, category text, ip text, country text, user_agent text, cli_version text);
  get diagnostics v_count = row_count;

  begin
    -- One row per (type, name) with its count: a statement may not update a row
    -- twice. Sorted so concurrent batches lock aggregate rows in the same order.
    insert into download_aggregates as a (component_type, component_name, total_downloads, last_download)
    select r.type, r.name, count(*), v_at
    from jsonb_to_recordset(p_records) as r(type text, name text)
    group by r.type, r.name
    order by r.type, r.name
    on conflict (component_type, component_name) do update
      set total_downloads = a.total_downloads + excluded.total_downloads,
          last_download = greatest(a.last_download, excluded.last_download);
  exception when others then
    v_aggregate_error := sqlerrm;
  end;

  return jsonb_build_object(
    'timestamp', tracking_iso(v_at),
    'count', v_count,
    'aggregated', v_aggregate_error is null,
    'aggregateError', v_aggregate_error
  );
end
$$;

revoke all on function track_downloads(jsonb) from public, anon, authenticated;
grant execute on function track_downloads(jsonb) to service_role;
