/** `/icons/{name}.svg`: each icon as a file, for the CSS masks of cards and kind tiles (icon-paths.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { ICON_PATHS, iconSvg } from '../../components/icon-paths.ts';

export const getStaticPaths = (() => Object.keys(ICON_PATHS).map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(iconSvg(params.name!), { headers: { 'content-type': 'image/svg+xml' } });
