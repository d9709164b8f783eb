import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { chinaBounds, positionings } from '#common/intel'
import type { CreateStudyBody, StudySiteInput } from '#common/study/api'
import { maxShortlistBrands, studyRadius } from '#common/study/api'
import { useBrands, useHotels, useMapConfig } from '#web/features/intel/index.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { newIdempotencyKey, useCreateStudy } from '../api/studies.ts'
import { segmentLabel } from '../lib/format.ts'
import { shortlistRules } from './shortlist-rules.ts'

const MapCanvas = lazy(() => import('#web/features/intel/lazy.ts').then((m) => ({ default: m.MapCanvas })))

type Values = {
  title: string
  siteKind: 'point' | 'hotel'
  siteName?: string
  lat?: number
  lng?: number
  hotelId?: string
  segment?: string
  rooms?: number
  brandIds: string[]
  radiusKm: number
}

const segmentOptions = positionings.map((p) => ({ value: p, label: segmentLabel(p) }))

/** 新建可行性研究: the site (a point on the map or a pipeline hotel), the segment, rooms and the brand shortlist. */
export function CreateStudyDrawer(props: {
  projectId: string
  open: boolean
  onClose: () => void
  onCreated: (studyId: string) => void
}) {
  const [form] = Form.useForm<Values>()
  const create = useCreateStudy(props.projectId)
  const [key, setKey] = useState(newIdempotencyKey)
  const siteKind = Form.useWatch('siteKind', form) ?? 'point'
  const lat = Form.useWatch('lat', form)
  const lng = Form.useWatch('lng', form)
  const radiusKm = Form.useWatch('radiusKm', form) ?? studyRadius.defaultKm
  const segment = Form.useWatch('segment', form)
  const [hotelSearch, setHotelSearch] = useState('')
  const [brandSearch, setBrandSearch] = useState('')
  const hotels = useHotels({ status: 'signed,under_construction', q: hotelSearch || undefined, size: 30 })
  const brands = useBrands({ q: brandSearch || undefined, positioning: segment, size: 60 })
  const mapConfig = useMapConfig()

  const submit = (values: Values) => {
    const site: StudySiteInput =
      values.siteKind === 'hotel'
        ? { kind: 'hotel', hotel_id: values.hotelId ?? '' }
        : { kind: 'point', lat: values.lat ?? Number.NaN, lng: values.lng ?? Number.NaN, name: values.siteName ?? '' }
    const body: CreateStudyBody = {
      title: values.title,
      site,
      segment: values.segment as CreateStudyBody['segment'],
      rooms: values.rooms ?? 0,
      brand_ids: values.brandIds,
      radius_km: values.radiusKm,
    }
    create.mutate(
      { body, key },
      {
        onSuccess: (study) => {
          setKey(newIdempotencyKey())
          form.resetFields()
          props.onCreated(study.id)
        },
      },
    )
  }

  const pickedSite = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng, radiusKm } : null
  const error = create.error instanceof ApiError ? create.error : null

  return (
    <Drawer
      title="新建可行性研究"
      open={props.open}
      onClose={props.onClose}
      size={Math.min(720, window.innerWidth)}
      destroyOnHidden
      extra={
        <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
          创建研究
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ siteKind: 'point', brandIds: [], radiusKm: studyRadius.defaultKm }}
      >
        {error && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title="未能创建研究" description={error.message} />
        )}
        <Form.Item
          name="title"
          label="研究名称"
          rules={[{ required: true, whitespace: true, message: '请填写研究名称' }]}
        >
          <Input maxLength={200} placeholder="如：千岛湖东南湖区度假酒店市场调研与可行性研究" />
        </Form.Item>
        <Form.Item name="siteKind" label="项目地块">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'point', label: '在地图上选点' },
              { value: 'hotel', label: '选择筹建中的酒店' },
            ]}
          />
        </Form.Item>
        {siteKind === 'point' ? (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
              在地图上点击地块位置，或直接填写坐标（WGS-84 经纬度）。
            </Typography.Paragraph>
            <div style={{ marginBottom: 16 }} data-testid="study-site-map">
              <Suspense fallback={<div style={{ height: 320 }} />}>
                <MapCanvas
                  points={[]}
                  height={320}
                  tileUrl={mapConfig.data?.tile_url}
                  attribution={mapConfig.data?.attribution}
                  site={pickedSite}
                  onPick={(pickedLat, pickedLng) =>
                    form.setFieldsValue({ lat: round(pickedLat), lng: round(pickedLng) })
                  }
                />
              </Suspense>
            </div>
            <Flex gap={12} wrap>
              <Form.Item
                name="siteName"
                label="地块名称"
                style={{ flex: '1 1 220px' }}
                rules={[{ required: true, whitespace: true, message: '请填写地块名称' }]}
              >
                <Input maxLength={100} placeholder="如：千岛湖镇东南湖区 A-3 地块" />
              </Form.Item>
              <Form.Item name="lat" label="纬度" rules={[{ required: true, message: '请在地图上选点或填写纬度' }]}>
                <InputNumber min={chinaBounds.minLat} max={chinaBounds.maxLat} step={0.0001} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="lng" label="经度" rules={[{ required: true, message: '请在地图上选点或填写经度' }]}>
                <InputNumber min={chinaBounds.minLng} max={chinaBounds.maxLng} step={0.0001} style={{ width: 140 }} />
              </Form.Item>
            </Flex>
          </>
        ) : (
          <Form.Item name="hotelId" label="筹建中的酒店" rules={[{ required: true, message: '请选择酒店' }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setHotelSearch }}
              placeholder="输入酒店名称搜索已签约、筹建中的酒店"
              loading={hotels.isFetching}
              notFoundContent={hotels.isPending ? '正在搜索…' : '没有找到筹建中的酒店'}
              options={(hotels.data?.items ?? []).map((h) => ({
                value: h.id,
                label: `${h.name}（${h.city_name} · ${segmentLabel(h.positioning)} · ${h.rooms} 间）`,
              }))}
              onChange={(id: string) => {
                const hotel = hotels.data?.items.find((h) => h.id === id)
                if (hotel) form.setFieldsValue({ segment: hotel.positioning, rooms: hotel.rooms })
              }}
            />
          </Form.Item>
        )}
        <Flex gap={12} wrap>
          <Form.Item name="segment" label="酒店档次" rules={[{ required: true, message: '请选择酒店档次' }]}>
            <Select options={segmentOptions} style={{ width: 160 }} placeholder="选择档次" />
          </Form.Item>
          <Form.Item name="rooms" label="客房数" rules={[{ required: true, message: '请填写客房数' }]}>
            <InputNumber min={10} max={3000} precision={0} suffix="间" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="radiusKm" label="市场范围半径" rules={[{ required: true, message: '请填写半径' }]}>
            <InputNumber
              min={studyRadius.minKm}
              max={studyRadius.maxKm}
              step={0.5}
              suffix="公里"
              style={{ width: 140 }}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="brandIds"
          label="品牌短名单"
          extra={`最多 ${maxShortlistBrands} 个；可行性研究的“项目定位与品牌建议”一章比较它们的费用结构。`}
          rules={shortlistRules}
        >
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setBrandSearch }}
            placeholder={segment ? `${segmentLabel(segment)}品牌，输入名称搜索` : '先选择档次，或输入品牌名称搜索'}
            loading={brands.isFetching}
            options={(brands.data?.items ?? []).map((b) => ({
              value: b.id,
              label: `${b.name}（${b.group_name}）`,
            }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  )
}

const round = (value: number) => Math.round(value * 10_000) / 10_000
