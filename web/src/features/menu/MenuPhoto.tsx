import { DeleteOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { CatalogueMessages } from '@mise/domain';
import { Button, Flex, Image, Typography } from 'antd';
import ImgCrop from 'antd-img-crop';
import { UploadControl } from '../../components/UploadControl';
import {
  ConfirmMenuPhotoDocument,
  CreateMenuPhotoUploadDocument,
  DeleteMenuPhotoDocument,
  type MenuItemDetailFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { presignedUpload } from '../../lib/upload';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, photoContentType } from './menu';

/** The photo as shown (the server stores a 300×300 PNG). */
const SIZE = 300;

/**
 * The menu item's one photo (spec 2 §2, §4): Upload Photo crops a square in the browser first
 * (antd-img-crop), then the presigned PUT and `confirmMenuPhoto` (the server checks the bytes
 * and keeps a 300×300 PNG); Delete Photo after a confirm; 'No photo uploaded' without one.
 */
export function MenuPhoto({ item }: { item: MenuItemDetailFieldsFragment }) {
  const client = useApolloClient();
  const [remove] = useAction(DeleteMenuPhotoDocument, {
    success: CatalogueMessages.menuItem.photoDeleted,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const photo = item.photo;

  // The upload control says how it went ("File uploaded successfully!" / "Upload failed..."),
  // so these two steps keep the error modal closed.
  const request = async (file: File) => {
    const { data } = await client.mutate({
      mutation: CreateMenuPhotoUploadDocument,
      variables: { menuItemId: item.id, contentType: photoContentType(file), size: file.size },
      context: { quiet: true },
    });
    if (!data) throw new Error('No answer');
    return presignedUpload(data.createMenuPhotoUpload);
  };
  const attach = (key: string) =>
    client.mutate({
      mutation: ConfirmMenuPhotoDocument,
      variables: { menuItemId: item.id, key },
      context: { quiet: true },
    });

  return (
    <Flex vertical gap={12} align="flex-start">
      {confirmHolder}
      {photo ? (
        <Image
          src={photo.url}
          alt={`Photo of ${item.name}`}
          width={SIZE}
          height={SIZE}
          style={{ maxWidth: '100%', height: 'auto', objectFit: 'cover' }}
        />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{
            width: SIZE,
            maxWidth: '100%',
            aspectRatio: '1',
            border: '1px dashed #d9d9d9',
            borderRadius: 8,
          }}
        >
          <Typography.Text type="secondary">{CatalogueMessages.menuItem.noPhoto}</Typography.Text>
        </Flex>
      )}
      <Flex wrap gap={8}>
        <UploadControl
          label="Upload Photo"
          accept={PHOTO_ACCEPT}
          maxBytes={PHOTO_MAX_BYTES}
          request={request}
          attach={attach}
          wrap={(upload) => (
            <ImgCrop
              aspect={1}
              quality={0.92}
              showGrid
              modalTitle="Crop Photo"
              modalOk="Upload"
              modalCancel="Cancel"
            >
              {upload}
            </ImgCrop>
          )}
        />
        {photo && (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() =>
              confirmDelete({
                name: `the photo of ${item.name}`,
                onConfirm: () => remove({ menuItemId: item.id }),
              })
            }
          >
            Delete Photo
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
