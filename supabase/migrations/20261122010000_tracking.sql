-- Download tracking (spec 1, issue 3): one record per accepted call, one
-- aggregate per (type, name), and the two read functions the catalog build
-- calls. Every statement is safe to re-run: the PGlite and Postgres drivers
-- apply every migration on every open.

create table if not exists download_records (
  id bigint generated always as identity primary key,
  component_type text not null,
  component_name text not null check (char_length(component_name) between 1 and 255),
  component_path text,
  category text,
  ip_address text,
  country text,
  user_agent text,
  cli_version text,
  downloaded_at timestamptz not null default now()
);
create index if not exists download_records_downloaded_at on download_records (downloaded_at);
create index if not exists download_records_component on download_records (component_type, component_name);

create table if not exists download_aggregates (
  component_type text not null,
  component_name text not null,
  total_downloads bigint not null default 0,
  last_download timestamptz not null,
  primary key (component_type, component_name)
);

-- Records hold IP addresses: nobody but the service role reaches either table.
alter table download_records enable row level security;
alter table download_aggregates enable row level security;
revoke all on table download_records, download_aggregates from public, anon, authenticated;
grant select, insert, update on table download_records, download_aggregates to service_role;
drop policy if exists download_records_service_role on download_records;
create policy download_records_service_role on download_records for all to service_role using (true) with check (true);
drop policy if exists download_aggregates_service_role on download_aggregates;
create policy download_aggregates_service_role on download_aggregates for all to service_role using (true) with check (true);

-- The same ISO 8601 text JavaScript's toISOString() produces.
create or replace function tracking_iso(p_at timestamptz) returns text
language sql immutable
as $$ select to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- Rules 1-3: write the record, then bump the aggregate atomically. The
-- aggregate step runs in its own sub-transaction so its failure is reported
-- (the caller logs it) without losing the record or failing the call.
create or replace function track_download(
  p_type text,
  p_name text,
  p_path text default null,
  p_category text default null,
  p_ip text default null,
  p_country text default null,
  p_user_agent text default null,
  p_cli_version text default null
) returns jsonb
language plpgsql
security invoker
as $$
declare
  v_at timestamptz;
  v_aggregate_error text;
begin
  insert into download_records (component_type, component_name, component_path, category, ip_address, country, user_agent, cli_version)
  values (p_type, p_name, p_path, p_category, p_ip, p_country, p_user_agent, p_cli_version)
  returning downloaded_at into v_at;

  begin
    insert into download_aggregates as a (component_type, component_name, total_downloads, last_download)
    values (p_type, p_name, 1, v_at)
    on conflict (component_type, component_name) do update
      set total_downloads = a.total_downloads + 1,
          last_download = greatest(a.last_download, excluded.last_download);
  exception when others then
    v_aggregate_error := sqlerrm;
  end;

  return jsonb_build_object(
    'timestamp', tracking_iso(v_at),
    'aggregated', v_aggregate_error is null,
    'aggregateError', v_aggregate_error
  );
end
$$;

-- Build time, one call: {"<type>:<name>": total} from the aggregates.
create or replace function catalog_download_counts() returns jsonb
language sql
stable
security invoker
as $$
  select coalesce(jsonb_object_agg(component_type || ':' || component_name, total_downloads), '{}'::jsonb)
  from download_aggregates
$$;

-- Build time, one call: the trending document's numbers, aggregated here so no
-- rows travel to the build. Windows end at p_now: today = since UTC midnight,
-- week = the last 7 days, month = the last 30 days. Shapes: docs/tracking.md.
create or replace function catalog_trending(p_now timestamptz, p_limit integer default 10, p_days integer default 30)
returns jsonb
language sql
stable
security invoker
as $$
  with bounds as (
    select
      p_now as now_at,
      date_trunc('day', p_now at time zone 'UTC') at time zone 'UTC' as today_start,
      p_now - interval '7 days' as week_start,
      p_now - interval '30 days' as month_start,
      (p_now at time zone 'UTC')::date as today_date
  ),
  past as (
    select r.* from download_records r, bounds b where r.downloaded_at <= b.now_at
  ),
  totals as (
    select
      count(*) as total,
      count(*) filter (where p.downloaded_at > b.month_start) as month,
      count(*) filter (where p.downloaded_at > b.week_start) as week,
      count(*) filter (where p.downloaded_at >= b.today_start) as today,
      count(distinct (p.component_type, p.component_name)) as components,
      count(distinct upper(p.country)) filter (where p.country is not null and p.country <> '') as countries
    from past p, bounds b
  ),
  by_country as (
    select upper(country) as country, count(*) as downloads
    from past
    where country is not null and country <> ''
    group by upper(country)
  ),
  top_countries as (
    select coalesce(jsonb_agg(jsonb_build_object(
      'country', c.country,
      'downloads', c.downloads,
      'percentage', round(100.0 * c.downloads / nullif(t.total, 0), 1)
    ) order by c.downloads desc, c.country), '[]'::jsonb) as list
    from (select * from by_country order by downloads desc, country limit p_limit) c, totals t
  ),
  windowed as (
    select w.window_name, p.component_type, p.component_name,
           count(*) as downloads,
           (array_agg(p.category order by p.downloaded_at desc) filter (where p.category is not null))[1] as category
    from past p
    cross join bounds b
    cross join lateral (values
      ('today', b.today_start),
      ('week', b.week_start),
      ('month', b.month_start)
    ) as w(window_name, since)
    where p.downloaded_at > w.since or (w.window_name = 'today' and p.downloaded_at = w.since)
    group by w.window_name, p.component_type, p.component_name
  ),
  ranked as (
    select *, row_number() over (partition by window_name, component_type order by downloads desc, component_name) as rank
    from windowed
  ),
  per_type_window as (
    select component_type, window_name,
           jsonb_agg(jsonb_build_object('name', component_name, 'category', category, 'downloads', downloads)
                     order by rank) as items
    from ranked
    where rank <= p_limit
    group by component_type, window_name
  ),
  trending as (
    select coalesce(jsonb_object_agg(component_type, windows), '{}'::jsonb) as doc
    from (
      select component_type, jsonb_object_agg(window_name, items) as windows
      from per_type_window
      group by component_type
    ) t
  ),
  days as (
    select generate_series(b.today_date - (p_days - 1), b.today_date, interval '1 day')::date as day
    from bounds b
  ),
  daily as (
    select (downloaded_at at time zone 'UTC')::date as day, count(*) as downloads
    from past, bounds b
    where downloaded_at >= (b.today_date - (p_days - 1))::timestamp at time zone 'UTC'
    group by 1
  ),
  chart as (
    select jsonb_agg(jsonb_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'downloads', coalesce(x.downloads, 0)) order by d.day) as series
    from days d left join daily x on x.day = d.day
  )
  select jsonb_build_object(
    'globalStats', jsonb_build_object(
      'totalComponents', t.components,
      'totalDownloads', t.total,
      'monthlyDownloads', t.month,
      'weeklyDownloads', t.week,
      'todayDownloads', t.today,
      'totalCountries', t.countries
    ),
    'topCountries', tc.list,
    'trending', tr.doc,
    'chartData', jsonb_build_object('days', p_days, 'daily', coalesce(ch.series, '[]'::jsonb))
  )
  from totals t, top_countries tc, trending tr, chart ch
$$;

revoke all on function tracking_iso(timestamptz) from public, anon, authenticated;
revoke all on function track_download(text, text, text, text, text, text, text, text) from public, anon, authenticated;
revoke all on function catalog_download_counts() from public, anon, authenticated;
revoke all on function catalog_trending(timestamptz, integer, integer) from public, anon, authenticated;
grant execute on function tracking_iso(timestamptz) to service_role;
grant execute on function track_download(text, text, text, text, text, text, text, text) to service_role;
grant execute on function catalog_download_counts() to service_role;
grant execute on function catalog_trending(timestamptz, integer, integer) to service_role;
