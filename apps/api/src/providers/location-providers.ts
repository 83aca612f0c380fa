import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ImageProcessor, sharpImageProcessor } from './image-processor';
import { diskMediaStorage, type MediaStorage } from './media-storage';
import { type NpiRegistry, nppesRegistry, sampleNpiRegistry } from './npi';
import { googlePlaces, localPlaces, type PlacesProvider } from './places';
import { memoryRealtime, type RealtimeHub } from './realtime';

/** The providers of the locations area (spec 2); location prices come from the billing provider. */
export type LocationProviders = {
  places: PlacesProvider;
  npi: NpiRegistry;
  mediaStorage: MediaStorage;
  images: ImageProcessor;
  realtime: RealtimeHub;
};

/**
 * From the environment: GOOGLE_PLACES_API_KEY selects the Places API client;
 * NPI_PROVIDER=nppes or NPI_REGISTRY_URL the NPPES registry; photos are kept
 * on disk in `mediaDir` (DATA_DIR/media). Everything else is local.
 */
export function createLocationProviders(
  mediaDir: string,
  env: NodeJS.ProcessEnv = process.env,
  mediaStorage: MediaStorage = diskMediaStorage(mediaDir),
): LocationProviders {
  const npiUrl = env.NPI_REGISTRY_URL || undefined;
  return {
    places: env.GOOGLE_PLACES_API_KEY ? googlePlaces(env.GOOGLE_PLACES_API_KEY) : localPlaces(),
    npi: npiUrl || env.NPI_PROVIDER === 'nppes' ? nppesRegistry(npiUrl) : sampleNpiRegistry(),
    mediaStorage,
    images: sharpImageProcessor(),
    realtime: memoryRealtime(),
  };
}

/** Local implementations only (tests): photos in a fresh temporary folder. */
export function localLocationProviders(
  mediaDir = join(
    tmpdir(),
    `plaudit-media-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  ),
): LocationProviders {
  return createLocationProviders(mediaDir, {});
}

const fallback = new WeakMap<object, LocationProviders>();

/** The app's location providers: the configured ones, else one local set per app. */
export function locationProvidersOf(deps: { providers: { locations?: LocationProviders } }) {
  if (deps.providers.locations) return deps.providers.locations;
  const p = fallback.get(deps) ?? localLocationProviders();
  fallback.set(deps, p);
  return p;
}
