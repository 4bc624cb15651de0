// /user/produk/{id} and the read-only /seller/produk/{id} (product.md §2.7).
import { Button, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { ProductWithStock } from '#common/catalogue.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { useCart } from '#web/features/cart/hooks/use-cart.ts'
import { useCartErrorToasts } from '#web/features/cart/hooks/use-cart-error-toasts.ts'
import { useProduct } from '#web/features/catalogue/api/get-product.ts'
import { BuyerDetailActions } from '#web/features/catalogue/components/buyer-detail-actions.tsx'
import { ChosenStore } from '#web/features/catalogue/components/price-store-picker.tsx'
import { DETAIL_IMAGE_HEIGHT, ProductDetailView } from '#web/features/catalogue/components/product-detail-view.tsx'
import { useCatalogueArea } from '#web/features/catalogue/hooks/use-catalogue-area.ts'
import { usePriceStoreParam } from '#web/features/catalogue/hooks/use-price-store.ts'
import { detailErrorText } from '#web/features/catalogue/logic/messages.ts'
import { STORE_PRICE_LABEL } from '#web/features/catalogue/logic/price-view.ts'
import { paths } from '#web/lib/paths.ts'

function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate()
  // 'default' is the first page of this tab (a shared link): there is no history to go back to.
  const hasHistory = useLocation().key !== 'default'
  return (
    <Button
      variant="subtle"
      px={4}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}
      w="fit-content"
    >
      Kembali
    </Button>
  )
}

function DetailSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-label="Memuat…">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Skeleton height={DETAIL_IMAGE_HEIGHT} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <Skeleton height={24} width="40%" />
            <Skeleton height={28} />
            <Skeleton height={28} width="50%" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  )
}

/** The stepper and 'Keranjang' with the buyer's cart; staff never mount the cart. */
function BuyerCartActions({ product }: { product: ProductWithStock }) {
  const cart = useCart()
  useCartErrorToasts()
  return <BuyerDetailActions product={product} cart={cart} />
}

export function ProductDetailPage() {
  const { area, readOnly } = useCatalogueArea()
  const id = useParams().id ?? ''
  const priceStore = usePriceStoreParam(readOnly)
  const product = useProduct(id, priceStore.storeId)
  // Coming from deep in the list, the window is still scrolled down. (Braces: Chromium's
  // scrollTo returns a promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])

  return (
    <Stack gap="sm">
      <BackButton fallback={paths.catalogue(area)} />
      <PageHeader title={product.data ? product.data.name : 'Detail Produk'} />
      {priceStore.storeId !== null && <ChosenStore storeId={priceStore.storeId} onClear={() => priceStore.setStoreId(null)} />}
      {product.isPending && <DetailSkeleton />}
      {product.isError && (
        <Text c="red.8" role="alert" py="lg">
          {detailErrorText(product.error)}
        </Text>
      )}
      {product.data && (
        <ProductDetailView
          product={product.data}
          actions={readOnly ? null : <BuyerCartActions product={product.data} />}
          priceLabel={readOnly ? STORE_PRICE_LABEL : undefined}
        />
      )}
    </Stack>
  )
}
