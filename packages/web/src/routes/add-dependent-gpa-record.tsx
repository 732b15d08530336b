import { Divider, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DependentRow } from '@trust/contract/dependent';
import { type GpaDependentInput, gpaMessages } from '@trust/contract/gpa';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useCreateDependentGpaRecord } from '../features/gpa/create-dependent-gpa-record';
import { fetchGpaDependents } from '../features/gpa/get-gpa-dependents';
import { GpaRecordForm, type GpaRecordValues } from '../features/gpa/gpa-record-form';
import { Details } from '../ui/details';
import { notice, printOrHome } from '../ui/dialogs';
import { MemberIdSearch } from '../ui/member-id-search';
import { Page } from '../ui/page';

interface Found {
  memberId: string;
  dependents: DependentRow[];
}

export default function AddDependentGpaRecord() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [found, setFound] = useState<Found | null>(null);
  const [isFetching, setFetching] = useState(false);
  const createRecord = useCreateDependentGpaRecord();

  const getDependents = async (memberId: string) => {
    setFetching(true);
    setFound(null);
    try {
      const answer = await fetchGpaDependents(queryClient, memberId);
      if (answer.error || answer.data.length === 0) {
        await notice(gpaMessages.noDependentsTitle, gpaMessages.noDependents, 'error');
        return;
      }
      setFound({ memberId, dependents: answer.data });
    } catch {
      await notice(gpaMessages.fetchFailedTitle, gpaMessages.fetchFailed, 'error');
    } finally {
      setFetching(false);
    }
  };

  const add = async (values: GpaRecordValues) => {
    if (!found) return;
    let created: { id: number };
    try {
      created = await createRecord.mutateAsync(values as GpaDependentInput);
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
      return;
    }
    const choice = await printOrHome(gpaMessages.added);
    navigate(
      choice === 'print'
        ? `/print-dependent-gpa-record/${created.id}?memberId=${encodeURIComponent(found.memberId)}`
        : '/',
    );
  };

  return (
    <Page title="Add/renew dependent GPAIS form" maw={1100}>
      <MemberIdSearch onSearch={(id) => void getDependents(id)} buttonLabel="Get Dependents" isLoading={isFetching} />
      {found ? (
        <Stack>
          <Details
            label="Member"
            items={[
              { label: 'Member', value: found.dependents[0]?.MEMBER_NAME },
              { label: 'Member ID', value: found.memberId },
              { label: 'Dependents', value: String(found.dependents.length) },
            ]}
          />
          <Divider label="Dependent, nominee and payment" labelPosition="left" />
          <GpaRecordForm key={found.memberId} memberId={found.memberId} dependents={found.dependents} onSubmit={add} />
        </Stack>
      ) : null}
    </Page>
  );
}
