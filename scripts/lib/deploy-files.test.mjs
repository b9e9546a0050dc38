// node --test scripts/lib/*.test.mjs (npm test runs it): the deploy files are generated from
// SERVICE_TABLE and current, a new service folder appears in every list, and what they deploy is
// safe (issue 7: 1.6, 1.8, 1.10). Unit level: nothing here starts Docker or Kubernetes.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';
import { benchParts } from '../bench/index.mjs';
import { subgraphList } from '../compose-supergraph.mjs';
import { authSettings, gatewayEnv, serviceEnv } from '../dev/services.mjs';
import { checkDeployFiles, natsPermissions, renderDeployFiles } from './deploy-files.mjs';
import { existingServices, ROOT } from './services.mjs';

const read = (file, root = ROOT) => readFileSync(path.join(root, file), 'utf8');
const K8S_FILES = (root = ROOT) => {
  const base = parse(read('deploy/k8s/base/kustomization.yaml', root));
  return [
    ...base.resources.map((r) => `deploy/k8s/base/${r}`),
    'deploy/k8s/base/kustomization.yaml',
    'deploy/k8s/overlays/dev/kustomization.yaml',
    'deploy/k8s/overlays/dev/nats.yaml',
  ];
};
const k8sDocs = (root = ROOT) =>
  K8S_FILES(root).flatMap((file) =>
    parseAllDocuments(read(file, root)).map((doc) => {
      assert.deepEqual(doc.errors, [], `${file} is valid YAML`);
      return { file, doc: doc.toJS() };
    }),
  );
const envOf = (container) => Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));

describe('deploy files generated from SERVICE_TABLE', () => {
  test('the committed files are what the generator makes now', async () => {
    const { current, message } = await checkDeployFiles();
    assert.ok(current, message);
  });

  describe('a new service is its table row plus its folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mise-deploy-'));
    after(() => rmSync(root, { recursive: true, force: true }));
    const folder = (name, withPackage = true) => {
      mkdirSync(path.join(root, 'services', name), { recursive: true });
      if (withPackage) writeFileSync(path.join(root, 'services', name, 'package.json'), '{}');
    };
    folder('identity');
    folder('catalogue'); // the new one
    folder('sales', false); // a folder without package.json is no service yet
    folder('not-in-table'); // a folder without a SERVICE_TABLE row is ignored
    mkdirSync(path.join(root, 'scripts/bench'), { recursive: true });
    writeFileSync(path.join(root, 'scripts/bench/catalogue.mjs'), 'export const bench = () => {};');
    const services = existingServices(root);
    const files = renderDeployFiles(services);

    test('npm start (the launcher runs existingServices())', () => {
      assert.deepEqual(services, [
        { name: 'identity', port: 4001 },
        { name: 'catalogue', port: 4002 },
      ]);
    });

    test('supergraph composition and npm run schema', () => {
      assert.deepEqual(subgraphList(root), [
        {
          name: 'identity',
          url: 'http://identity:4001/graphql',
          schema: 'services/identity/schema.graphql',
        },
        {
          name: 'catalogue',
          url: 'http://catalogue:4002/graphql',
          schema: 'services/catalogue/schema.graphql',
        },
      ]);
    });

    test('Compose: the service, its migrate one-shot, its database, NATS user and route', () => {
      const compose = parse(files['docker-compose.yml']);
      assert.ok(compose.services.catalogue);
      assert.ok(compose.services['catalogue-migrate']);
      assert.equal(compose.services.postgres.environment.MISE_SERVICES, 'identity catalogue');
      assert.ok('NATS_CATALOGUE_PASSWORD' in compose.services.nats.environment);
      assert.equal(
        compose.services.gateway.environment.SUBGRAPH_CATALOGUE_URL,
        'http://catalogue:4002/graphql',
      );
      assert.ok(parse(files['docker-compose.dev.yml']).services.catalogue);
      assert.match(files['deploy/docker/dev.env'], /^NATS_CATALOGUE_PASSWORD=/m);
    });

    test('Kubernetes base and dev overlay', () => {
      const base = parse(files['deploy/k8s/base/kustomization.yaml']);
      assert.ok(base.resources.includes('catalogue.yaml'));
      const [deployment] = parseAllDocuments(files['deploy/k8s/base/catalogue.yaml']).map((d) =>
        d.toJS(),
      );
      assert.equal(deployment.spec.template.spec.containers[0].ports[0].containerPort, 4002);
      const gateway = parseAllDocuments(files['deploy/k8s/base/gateway.yaml'])[0].toJS();
      assert.equal(
        envOf(gateway.spec.template.spec.containers[0]).SUBGRAPH_CATALOGUE_URL.value,
        'http://catalogue:4002/graphql',
      );
      const dev = parse(files['deploy/k8s/overlays/dev/kustomization.yaml']);
      assert.ok(dev.images.some((i) => i.name === 'mise/catalogue'));
      assert.ok(dev.secretGenerator.some((s) => s.name === 'mise-catalogue-db'));
    });

    test('NATS users', () => {
      assert.match(files['deploy/nats/nats-server.conf'], /user: "catalogue"/);
      assert.match(files['deploy/nats/nats-server.conf'], /\$NATS_CATALOGUE_PASSWORD/);
    });

    test('bench', () => {
      assert.ok(benchParts(root).some((p) => p.name === 'catalogue'));
    });
  });

  test('every Kubernetes file parses, and each workload has its Service', () => {
    const docs = k8sDocs();
    for (const { file } of docs) assert.ok(existsSync(path.join(ROOT, file)), file);
    const deployments = docs.filter((d) => d.doc.kind === 'Deployment').map((d) => d.doc);
    const services = docs.filter((d) => d.doc.kind === 'Service').map((d) => d.doc);
    for (const s of [...existingServices(), { name: 'gateway' }]) {
      const deployment = deployments.find((d) => d.metadata.name === s.name);
      assert.ok(deployment, `a Deployment for ${s.name}`);
      const service = services.find((d) => d.metadata.name === s.name);
      const labels = deployment.spec.template.metadata.labels;
      for (const [k, v] of Object.entries(service.spec.selector)) assert.equal(labels[k], v);
    }
  });
});

describe('the client address behind a proxy (issue 19, 1.6)', () => {
  test('Kubernetes trusts the Ingress hop; Compose takes TRUSTED_PROXY_HOPS (0 by default)', () => {
    const gateway = k8sDocs().find(
      (d) => d.doc.kind === 'Deployment' && d.doc.metadata.name === 'gateway',
    ).doc;
    const env = gateway.spec.template.spec.containers[0].env;
    assert.deepEqual(
      env.find((e) => e.name === 'TRUSTED_PROXY_HOPS'),
      { name: 'TRUSTED_PROXY_HOPS', value: '1' },
    );
    const compose = parse(read('docker-compose.yml'));
    assert.equal(
      compose.services.gateway.environment.TRUSTED_PROXY_HOPS,
      '${TRUSTED_PROXY_HOPS:-0}',
    );
  });
});

describe("a service's workers (SERVICE_TABLE workers; issue 22)", () => {
  const services = existingServices();
  const files = renderDeployFiles(services);
  const finance = services.find((s) => s.name === 'finance');

  test('finance has its extraction worker', () => {
    assert.deepEqual(finance.workers, ['extraction']);
  });

  test('Compose: the same image running dist/worker.js, no port, the service env without HOST/PORT', () => {
    const compose = parse(files['docker-compose.yml']).services;
    const worker = compose['finance-extraction'];
    const api = compose.finance;
    assert.equal(worker.image, api.image);
    assert.deepEqual(worker.command, ['node', 'services/finance/dist/worker.js']);
    assert.equal(worker.ports, undefined);
    assert.deepEqual(worker.healthcheck, { disable: true });
    assert.equal(worker.environment.NATS_USER, 'finance');
    assert.equal(worker.environment.DATABASE_URL, api.environment.DATABASE_URL);
    assert.equal(worker.environment.PORT, undefined);
    assert.equal(worker.depends_on['finance-migrate'].condition, 'service_completed_successfully');
    const dev = parse(files['docker-compose.dev.yml']).services;
    assert.equal(dev['finance-extraction'].environment.NODE_ENV, 'development');
  });

  test('Kubernetes: a Deployment without port or Service, scaled by replicas', () => {
    const docs = parseAllDocuments(files['deploy/k8s/base/finance.yaml']).map((d) => d.toJS());
    const deployment = docs.find(
      (d) => d.kind === 'Deployment' && d.metadata.name === 'finance-extraction',
    );
    const [container] = deployment.spec.template.spec.containers;
    assert.equal(container.image, 'mise/finance');
    assert.deepEqual(container.command, ['node', 'services/finance/dist/worker.js']);
    assert.equal(container.ports, undefined);
    assert.equal(container.readinessProbe, undefined);
    assert.ok(!container.env.some((e) => e.name === 'PORT' || e.name === 'MIGRATION_DATABASE_URL'));
    assert.ok(container.env.some((e) => e.name === 'DATABASE_URL'));
    assert.ok(!docs.some((d) => d.kind === 'Service' && d.metadata.name === 'finance-extraction'));
    const hpa = docs.find(
      (d) => d.kind === 'HorizontalPodAutoscaler' && d.metadata.name === 'finance-extraction',
    );
    assert.equal(hpa.spec.scaleTargetRef.name, 'finance-extraction');
  });

  test('Kubernetes, dev-queue-scaling: KEDA scales the worker on its durable consumer instead of CPU', () => {
    const dir = 'deploy/k8s/overlays/dev-queue-scaling';
    const kustomization = parse(files[`${dir}/kustomization.yaml`]);
    assert.deepEqual(kustomization.resources, ['../dev', 'scaled-objects.yaml']);
    const deleted = kustomization.patches.map((p) => parse(p.patch));
    assert.deepEqual(
      deleted.map((p) => [p.$patch, p.kind, p.metadata.name]),
      [['delete', 'HorizontalPodAutoscaler', 'finance-extraction']],
    );
    const [scaled] = parseAllDocuments(files[`${dir}/scaled-objects.yaml`]).map((d) => d.toJS());
    assert.equal(scaled.kind, 'ScaledObject');
    assert.equal(scaled.spec.scaleTargetRef.name, 'finance-extraction');
    const [trigger] = scaled.spec.triggers;
    assert.equal(trigger.type, 'nats-jetstream');
    // the consumer the worker really pulls from (services/finance/src/extraction/extraction-worker.ts)
    assert.equal(trigger.metadata.consumer, 'finance__finance_extraction_requested');
    assert.equal(trigger.metadata.stream, 'EVENTS');
    // the dev NATS serves its monitoring port, which the scaler reads
    const natsDocs = parseAllDocuments(files['deploy/k8s/overlays/dev/nats.yaml']).map((d) =>
      d.toJS(),
    );
    const natsService = natsDocs.find((d) => d.kind === 'Service' && d.metadata.name === 'nats');
    assert.ok(natsService.spec.ports.some((p) => p.port === 8222));
  });

  test("finance's NATS user may create, pull from and ack the worker's durable consumer", () => {
    const allow = natsPermissions('finance').publish.allow;
    for (const subject of [
      '$JS.API.CONSUMER.CREATE.EVENTS.finance__finance_extraction_requested.finance.extraction.requested',
      '$JS.API.CONSUMER.MSG.NEXT.EVENTS.finance__finance_extraction_requested',
      '$JS.ACK.EVENTS.finance__finance_extraction_requested.>',
    ]) {
      assert.ok(allow.includes(subject), subject);
    }
  });
});

describe('what Compose deploys (issue 7: 1.6, 1.8, 1.10)', () => {
  const compose = parse(read('docker-compose.yml'));
  const apps = existingServices().map((s) => [s.name, compose.services[s.name]]);

  test('app containers hold only the app-role database URL and run no migrations', () => {
    for (const [name, app] of apps) {
      assert.equal(app.environment.MIGRATION_DATABASE_URL, undefined, name);
      assert.match(app.environment.DATABASE_URL, new RegExp(`^postgres://mise_${name}_app:`));
      assert.equal(app.environment.MIGRATE_ON_BOOT, 'false', name);
      const migrate = compose.services[`${name}-migrate`];
      assert.match(migrate.environment.MIGRATION_DATABASE_URL, /_owner:/, name);
      assert.equal(app.depends_on[`${name}-migrate`].condition, 'service_completed_successfully');
    }
  });

  test('no MinIO root credentials in the services, no published console', () => {
    for (const [name, app] of [...apps, ['gateway', compose.services.gateway]]) {
      for (const value of Object.values(app.environment)) {
        assert.doesNotMatch(String(value), /MINIO_ROOT/, name);
      }
    }
    assert.deepEqual(compose.services.minio.ports, ['9000:9000']);
  });

  test('no forced NODE_ENV and no dev OIDC issuer; a real issuer is required', () => {
    for (const [name, app] of [...apps, ['gateway', compose.services.gateway]]) {
      assert.equal(app.environment.NODE_ENV, undefined, name);
      assert.equal(app.environment.OIDC_DEV_ISSUER, undefined, name);
      assert.equal(app.environment.DEV_ISSUER, undefined, name);
      assert.match(app.environment.JWT_ISSUER, /^\$\{JWT_ISSUER:\?/, name);
    }
  });

  test('services listen on all interfaces inside their container, with NATS credentials', () => {
    for (const [name, app] of apps) {
      assert.equal(app.environment.HOST, '0.0.0.0', name);
      assert.equal(app.environment.NATS_USER, name);
      assert.ok(app.environment.NATS_PASSWORD, name);
    }
  });

  test('the dev issuer is only in the laptop override', () => {
    const dev = parse(read('docker-compose.dev.yml'));
    assert.equal(dev.services.identity.environment.OIDC_DEV_ISSUER, 'true');
    assert.equal(dev.services.gateway.environment.OIDC_DEV_ISSUER, 'true');
  });
});

describe('what Kubernetes deploys (issue 7: 1.6, 1.8, 1.10)', () => {
  const docs = k8sDocs();
  const deployments = docs.filter((d) => d.doc.kind === 'Deployment').map((d) => d.doc);
  const subgraphs = existingServices().map((s) =>
    deployments.find((d) => d.metadata.name === s.name),
  );

  test('no file sets the dev OIDC issuer', () => {
    for (const file of K8S_FILES()) assert.doesNotMatch(read(file), /DEV_ISSUER/, file);
  });

  test('running containers hold no table-owner URL; an init container migrates', () => {
    for (const d of subgraphs) {
      const [app] = d.spec.template.spec.containers;
      const env = envOf(app);
      assert.equal(env.MIGRATION_DATABASE_URL, undefined, d.metadata.name);
      assert.equal(env.MIGRATE_ON_BOOT.value, 'false', d.metadata.name);
      const [migrate] = d.spec.template.spec.initContainers;
      assert.ok(envOf(migrate).MIGRATION_DATABASE_URL, d.metadata.name);
    }
  });

  test('only the gateway may reach a subgraph', () => {
    for (const d of subgraphs) {
      assert.equal(envOf(d.spec.template.spec.containers[0]).HOST.value, '0.0.0.0');
    }
    const policy = docs.find((d) => d.doc.kind === 'NetworkPolicy')?.doc;
    assert.ok(policy, 'a NetworkPolicy');
    const selected = policy.spec.podSelector.matchLabels;
    for (const d of subgraphs) {
      const labels = d.spec.template.metadata.labels;
      for (const [k, v] of Object.entries(selected)) assert.equal(labels[k], v, d.metadata.name);
    }
    const gatewayLabels = deployments.find((d) => d.metadata.name === 'gateway').spec.template
      .metadata.labels;
    for (const [k, v] of Object.entries(selected)) assert.notEqual(gatewayLabels[k], v);
    assert.deepEqual(policy.spec.policyTypes, ['Ingress']);
    assert.deepEqual(policy.spec.ingress, [
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }],
        ports: [{ protocol: 'TCP', port: 'http' }],
      },
    ]);
  });
});

describe('npm start and the journeys opt in to the dev issuer explicitly', () => {
  const gatewayUrl = 'http://localhost:4000';
  const s3 = { endpoint: 'http://127.0.0.1:4569', accessKey: 'S3RVER', secretKey: 'S3RVER' };
  const nats = { url: 'nats://127.0.0.1:4223', credentials: {} };
  const identity = { name: 'identity', port: 4001 };
  const envs = (env) => {
    const auth = authSettings(env, gatewayUrl);
    return {
      identity: serviceEnv(identity, {
        env,
        adminUrl: 'postgres://p@h/db',
        nats,
        s3,
        auth,
        gatewayUrl,
      }),
      gateway: gatewayEnv({ env, port: 4000, auth, s3, nats }),
    };
  };

  test('without an issuer: OIDC_DEV_ISSUER=true for identity and the gateway', () => {
    const { identity: i, gateway: g } = envs({});
    assert.equal(i.OIDC_DEV_ISSUER, 'true');
    assert.equal(g.OIDC_DEV_ISSUER, 'true');
  });

  test('with JWT_ISSUER: the dev issuer stays off', () => {
    const { identity: i, gateway: g } = envs({ JWT_ISSUER: 'https://tenant.example/' });
    assert.equal(i.OIDC_DEV_ISSUER, undefined);
    assert.equal(g.OIDC_DEV_ISSUER, undefined);
    assert.equal(i.JWT_ISSUER, 'https://tenant.example/');
  });

  test('the journeys stack forces it on', () => {
    const source = read('scripts/lib/ensure-stack.mjs');
    assert.match(source, /OIDC_DEV_ISSUER: 'true'/);
    const { identity: i } = envs({
      JWT_ISSUER: 'https://tenant.example/',
      OIDC_DEV_ISSUER: 'true',
    });
    assert.equal(i.OIDC_DEV_ISSUER, 'true');
  });
});

describe('the requests each service may send (REQUEST_SENDERS)', () => {
  test('finance may ask procurement to ensure a supplier and billing to hold credits; others may not', async () => {
    const { requestsSentBy } = await import('./deploy-files.mjs');
    assert.ok(requestsSentBy('finance').includes('rpc.procurement.ensure-supplier'));
    assert.ok(requestsSentBy('finance').includes('rpc.billing.credits-reserve'));
    assert.ok(!requestsSentBy('sales').includes('rpc.procurement.ensure-supplier'));
    assert.ok(!requestsSentBy('procurement').includes('rpc.procurement.ensure-supplier'));
  });
});
