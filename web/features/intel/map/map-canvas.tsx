import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import { useEffect, useRef, useState } from 'react'
import type { Positioning } from '#common/intel'
import type { HotelPoint } from '#common/intel-schemas'
import { positioningColors } from '../lib/scale-colors.ts'
import provinces from './china-provinces.json'
import './map-canvas.css'
import {
  CITY_LABEL_ZOOM,
  cityLabels,
  DISTRICT_LABEL_ZOOM,
  labelsWithin,
  loadDistrictLabels,
  type PlaceLabel,
  provinceLabels,
} from './place-labels.ts'

// leaflet.markercluster extends the global L; Vite's module build of Leaflet does not set it.
;(globalThis as { L?: typeof L }).L ??= L
const clusterReady = import('leaflet.markercluster')

export type MapCanvasProps = {
  points: HotelPoint[]
  onSelect?: (id: string) => void
  /** Optional raster tiles (production configuration); without them the offline province map is the base. */
  tileUrl?: string | null
  attribution?: string
  center?: [number, number]
  zoom?: number
  height?: number | string
  /** Cluster points (the national map) or draw each one (a viewer's neighbourhood). */
  cluster?: boolean
  /** Zoom to the drawn points (after a filter narrowed them). */
  fitToPoints?: boolean
  /** A point drawn larger and outlined (the hotel a viewer shows). */
  highlightId?: string
  /** A site that is not a hotel yet (a study's subject): a marker, and its market area's circle when a radius is given. */
  site?: { lat: number; lng: number; radiusKm?: number } | null
  /** Called with the point clicked on the map (picking a site). */
  onPick?: (lat: number, lng: number) => void
}

/**
 * Leaflet map: China's provinces as an offline base layer (shipped GeoJSON), optional tiles on top, hotels as
 * canvas circle markers, clustered. Loaded only by map pages (dynamic import), never in the first download.
 */
export function MapCanvas(props: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const onSelect = useRef(props.onSelect)
  onSelect.current = props.onSelect
  const onPick = useRef(props.onPick)
  onPick.current = props.onPick

  const [lat, lng] = props.center ?? [35.5, 104]
  const zoom = props.zoom ?? 4
  useEffect(() => {
    if (!element.current) return
    const instance = L.map(element.current, {
      preferCanvas: true,
      minZoom: 3,
      maxZoom: 18,
      worldCopyJump: false,
      zoomControl: false,
    })
    L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(instance)
    instance.setView([lat, lng], zoom)
    // Credit the library in plain text, without the flag icon Leaflet adds to its prefix by default.
    instance.attributionControl.setPrefix('Leaflet')
    L.geoJSON(provinces as GeoJSON.FeatureCollection, {
      style: { color: '#8c8c8c', weight: 1, fillColor: '#262626', fillOpacity: 0.6 },
      interactive: false,
    }).addTo(instance)
    if (props.tileUrl) L.tileLayer(props.tileUrl, { attribution: props.attribution ?? '' }).addTo(instance)
    else showPlaceNames(instance)
    instance.on('click', (event: L.LeafletMouseEvent) => onPick.current?.(event.latlng.lat, event.latlng.lng))
    setMap(instance)
    return () => {
      instance.remove()
      setMap(null)
    }
  }, [props.tileUrl, props.attribution, lat, lng, zoom])

  useEffect(() => {
    let cancelled = false
    const draw = async () => {
      await clusterReady
      const instance = map
      if (cancelled || !instance) return
      layer.current?.remove()
      const group = props.cluster === false ? L.layerGroup() : L.markerClusterGroup({ chunkedLoading: true })
      const renderer = L.canvas()
      const markers = props.points.map(([id, lat, lng, positioning]) =>
        L.circleMarker([lat, lng], {
          renderer,
          radius: id === props.highlightId ? 10 : 6,
          weight: id === props.highlightId ? 3 : 1,
          color: id === props.highlightId ? '#d4282d' : '#fff',
          fillOpacity: 0.9,
          fillColor: positioningColors[positioning as Positioning] ?? '#999',
        }).on('click', () => onSelect.current?.(id)),
      )
      if (group instanceof L.MarkerClusterGroup) group.addLayers(markers)
      else for (const m of markers) group.addLayer(m)
      group.addTo(instance)
      layer.current = group
      if (props.fitToPoints && markers.length > 0) {
        instance.fitBounds(L.featureGroup(markers).getBounds(), { maxZoom: 12, padding: [24, 24] })
      }
    }
    void draw()
    return () => {
      cancelled = true
    }
  }, [map, props.points, props.cluster, props.fitToPoints, props.highlightId])

  const siteLat = props.site?.lat
  const siteLng = props.site?.lng
  const siteRadius = props.site?.radiusKm
  useEffect(() => {
    if (!map || siteLat === undefined || siteLng === undefined) return
    const layers = L.layerGroup()
    if (siteRadius) {
      const circle = L.circle([siteLat, siteLng], {
        radius: siteRadius * 1000,
        color: '#d4282d',
        weight: 2,
        fillOpacity: 0.06,
        interactive: false,
      })
      layers.addLayer(circle)
      map.fitBounds(L.latLng(siteLat, siteLng).toBounds(siteRadius * 2000), { padding: [16, 16] })
    }
    layers.addLayer(
      L.circleMarker([siteLat, siteLng], {
        radius: 9,
        weight: 3,
        color: '#fff',
        fillColor: '#d4282d',
        fillOpacity: 1,
        interactive: false,
      }),
    )
    layers.addTo(map)
    return () => {
      layers.remove()
    }
  }, [map, siteLat, siteLng, siteRadius])

  return <div ref={element} style={{ height: props.height ?? 600, width: '100%', background: '#141414' }} />
}

/** The pane of the place names, between the outlines (400) and the hotels (600). */
const namesPane = 'placeNames'

const labelMarkers = (labels: PlaceLabel[], className: string) =>
  labels.map((label) =>
    L.marker([label.lat, label.lng], {
      icon: L.divIcon({
        className: `map-place-label ${className}`,
        html: `<span>${label.name}</span>`,
        iconSize: [0, 0],
      }),
      interactive: false,
      keyboard: false,
      pane: namesPane,
    }),
  )

/**
 * The offline base names provinces at national scale, every city from CITY_LABEL_ZOOM on, and from
 * DISTRICT_LABEL_ZOOM the districts and counties in view (tiles bring their own names).
 */
function showPlaceNames(instance: L.Map) {
  // Their own pane between the outlines (400) and the hotels (600): a cluster is never hidden under a name.
  const pane = instance.createPane(namesPane)
  pane.style.zIndex = '450'
  pane.style.pointerEvents = 'none'
  const provinceNames = L.layerGroup(labelMarkers(provinceLabels(provinces as GeoJSON.FeatureCollection), 'province'))
  const cityNames = L.layerGroup(labelMarkers(cityLabels(), 'city'))
  const update = () => {
    const cities = instance.getZoom() >= CITY_LABEL_ZOOM
    const [show, hide] = cities ? [cityNames, provinceNames] : [provinceNames, cityNames]
    hide.remove()
    if (!instance.hasLayer(show)) show.addTo(instance)
  }
  instance.on('zoomend', update)
  update()
  showDistrictNames(instance)
}

/** District names are many: only those inside the view (with a margin) are drawn, again after each move. */
function showDistrictNames(instance: L.Map) {
  const layer = L.layerGroup().addTo(instance)
  let all: PlaceLabel[] | undefined
  let requested = false
  const redraw = () => {
    layer.clearLayers()
    if (instance.getZoom() < DISTRICT_LABEL_ZOOM) return
    if (!all) {
      if (requested) return
      requested = true
      loadDistrictLabels().then(
        (labels) => {
          all = labels
          redraw()
        },
        // A failed download (offline for a moment) is tried again at the next move.
        () => {
          requested = false
        },
      )
      return
    }
    const box = instance.getBounds().pad(0.2)
    const inView = labelsWithin(all, [box.getSouth(), box.getWest(), box.getNorth(), box.getEast()])
    for (const marker of labelMarkers(inView, 'district')) layer.addLayer(marker)
  }
  instance.on('moveend', redraw)
  redraw()
}
