// One kind's upload: its columns (the harga and sinonim kinds' with their example file), the file
// chosen, then the job it queued, followed live until it ends (the detail has the rejected lines
// and their download).
import { Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { FEED_KIND_LABEL, type FeedKind, feedColumnsText } from '#common/feeds.ts'
import { KINDS_WITH_TEMPLATE, useDownloadTemplate } from '../api/download-template'
import { useJob } from '../api/get-job'
import { useUploadFeed } from '../api/upload-feed'
import { failureText } from '../logic/failure'
import { FEEDS_UI, uploadProblem } from '../logic/messages'
import { JobProgress } from './job-progress'

export function UploadCard({ kind, onOpen }: { kind: FeedKind; onOpen: (id: number) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [jobId, setJobId] = useState<number | null>(null)
  const upload = useUploadFeed()
  const job = useJob(jobId)
  const send = () => {
    if (!file) return
    const local = uploadProblem(file)
    setProblem(local)
    if (local) return
    upload.mutate(
      { kind, file },
      {
        onSuccess: (queued) => {
          setJobId(queued.id)
          setFile(null)
        },
        onError: (error) => setProblem(failureText(error)),
      },
    )
  }
  const label = FEED_KIND_LABEL[kind]
  return (
    <Card withBorder padding="md" radius="md" data-feed-kind={kind}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {label}
        </Title>
        <Text size="xs" c="dimmed">
          {FEEDS_UI.columns}: {feedColumnsText(kind)}
        </Text>
        {KINDS_WITH_TEMPLATE.has(kind) && <TemplateButton kind={kind} />}
        <FileInput
          label={`${FEEDS_UI.chooseFile} (${label})`}
          placeholder="…"
          accept=".csv,.txt,text/csv,text/plain"
          value={file}
          onChange={(chosen) => {
            setFile(chosen)
            setProblem(null)
          }}
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          clearable
          error={problem}
        />
        <Group>
          <Button leftSection={<IconUpload size={16} aria-hidden />} disabled={!file} loading={upload.isPending} onClick={send}>
            {FEEDS_UI.upload}
          </Button>
        </Group>
        {job.data && (
          <Stack gap={4}>
            <JobProgress job={job.data.job} />
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={() => onOpen(job.data.job.id)}>
                {FEEDS_UI.open(job.data.job.id)}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

/** The harga file is new to a dealer's export, the sinonim file head office's own: an example to start from. */
function TemplateButton({ kind }: { kind: FeedKind }) {
  const download = useDownloadTemplate(kind)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => {
          setProblem(null)
          download.mutate(undefined, { onError: () => setProblem(FEEDS_UI.templateFailed) })
        }}
      >
        {FEEDS_UI.template}
      </Button>
      {problem && (
        <Text size="xs" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  )
}
