import {
  type AdminContentItem,
  type CollectionDefinition,
  type ContentCollectionName,
} from '@osi/shared';
import { ArrowDown, ArrowUp, FileText, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { SearchBox } from '@/components/ui/search-box';
import { useKeepPageInRange } from '@/hooks/use-list-params';
import { serverMessage } from '@/lib/api-client';
import { DeleteButton, deleteWords } from '../../components/delete-button';
import {
  useAdminContentList,
  useDeleteContentItem,
  usePublishContentItem,
  useReorderContent,
} from '../api/admin-content';
import { ContentItemDialog } from './content-item-dialog';

const showFailure = (error: unknown) =>
  toast.error(serverMessage(error, 'Something went wrong. Please try again.'));

type RowProps = {
  collection: CollectionDefinition;
  item: AdminContentItem;
  onEdit: () => void;
  onMove: ((direction: -1 | 1) => void) | null;
  first: boolean;
  last: boolean;
};

const itemDeleteWords = deleteWords('the item', 'Do you want to delete the Item?');

function ContentRow({ collection, item, onEdit, onMove, first, last }: RowProps) {
  const name = collection.name as ContentCollectionName;
  const publish = usePublishContentItem(name);
  const remove = useDeleteContentItem(name);
  const title = String(item.value[collection.titleField] ?? '');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      {onMove && (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={first}
            aria-label={`Move ${title} up`}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={last}
            aria-label={`Move ${title} down`}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{title}</p>
        {item.slug && <p className="text-xs break-all text-slate-600">/{item.slug}</p>}
      </div>
      <Badge tone={item.published ? 'green' : 'grey'}>
        {item.published ? 'Published' : 'Draft'}
      </Badge>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="secondary"
          size="sm"
          disabled={publish.isPending}
          aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${title}`}
          onClick={() =>
            publish.mutate(
              { id: item.id, published: !item.published },
              { onSuccess: ({ message }) => toast.success(message), onError: showFailure },
            )
          }
        >
          {item.published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <DeleteButton
          name={title}
          words={itemDeleteWords}
          onDelete={() => remove.mutateAsync(item.id)}
        />
      </div>
    </li>
  );
}

/**
 * A collection's items for the back office: search, pages, add, edit, publish or unpublish,
 * move up or down within the page, and delete after the shared confirmation.
 */
export function ContentCollectionEditor({ collection }: { collection: CollectionDefinition }) {
  const name = collection.name as ContentCollectionName;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminContentItem | 'new' | null>(null);
  const list = useAdminContentList(name, page, search);
  const reorder = useReorderContent(name);
  useKeepPageInRange(page, list.data?.totalPages, setPage);

  const move = (items: AdminContentItem[], index: number, direction: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const other = index + direction;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    reorder.mutate(ids, { onError: showFailure });
  };

  return (
    <section aria-label={collection.label} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          initial=""
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          label={`Search ${collection.label}`}
          placeholder={`Search by ${collection.titleField}`}
        />
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add {collection.itemLabel}
        </Button>
      </div>
      <QueryStates
        query={list}
        loading={<CardSkeletons count={4} className="h-16 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={FileText} title={search ? 'Nothing matches' : 'Nothing here yet'}>
            {search
              ? `No ${collection.itemLabel} matches “${search}”.`
              : `Add the first ${collection.itemLabel}; it shows on the site once published.`}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul
              aria-busy={reorder.isPending}
              className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
            >
              {data.items.map((item, index) => (
                <ContentRow
                  key={item.id}
                  collection={collection}
                  item={item}
                  onEdit={() => setEditing(item)}
                  onMove={
                    search || collection.dateField
                      ? null
                      : (direction) => move(data.items, index, direction)
                  }
                  first={index === 0}
                  last={index === data.items.length - 1}
                />
              ))}
            </ul>
            <Pager list={data} onPageChange={setPage} label={`${collection.label} pages`} />
          </>
        )}
      </QueryStates>
      {editing && (
        <ContentItemDialog
          key={editing === 'new' ? 'new' : editing.id}
          collection={collection}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
